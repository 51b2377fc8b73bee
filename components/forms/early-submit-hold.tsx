// A press on a form's submit button before the page is hydrated: held, then made again by useEarlyInput
// (./early-input.ts). Apart from it so that forms without a submit button (the wizard's step 1) do not load it.

/**
 * Put first inside a form whose submit button may be pressed before hydration: this inline script (it runs when the
 * parser reaches it, before the button exists) keeps the browser from submitting the form while it is not live, and
 * marks it; `useEarlyInput` then submits it again through the form's own handler (checks, request, hand-off). Without
 * JavaScript nothing is held: the form posts to its own page (`method="post"`).
 */
export function EarlySubmitHold() {
  return (
    <script
      dangerouslySetInnerHTML={{
        __html:
          "(function(f){f.addEventListener('submit',function(e){if(!f.dataset.live){e.preventDefault();f.dataset.early='1'}})})(document.currentScript.parentNode)",
      }}
    />
  );
}
