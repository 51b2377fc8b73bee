// A form that may be used before its page is hydrated and has a submit button (the package forms, the admin login):
// what was typed in that time becomes the form's (useEarlyInput, ./early-input.ts), and a press in that time is held,
// then made again once the form is live. Apart from early-input.ts so that forms without a submit button (the
// wizard's step 1) do not load the holding script.
import { HOLD_MS } from './hold';
import type * as React from 'react';
import { useEarlyInput } from './early-input';

/**
 * The inline script, first in the form: it runs when the parser reaches it, before the button exists, keeps the
 * browser from submitting the form while it is not live and marks it; `useEarlyInput` then submits it again through
 * the form's own handler (checks, request, hand-off). A form with an `action` (the package forms: their booking route)
 * still not live `HOLD_MS` after the press never will be, or not soon (its scripts blocked or lost on a phone's
 * connection, a release deployed between the page and its scripts, a browser too old for them): the press then goes
 * as the browser's own post, the path the form takes without JavaScript, instead of being swallowed — and from then on
 * no other press leaves the page, the script's nor React's (that post has its own request id: a second one would store
 * the request twice). The login (no `action`: its post only shows the form again) stays held until the page is live.
 */
const HOLD = `(function(f){f.addEventListener('submit',function(e){if(f.dataset.native){e.preventDefault();e.stopImmediatePropagation();return}if(f.dataset.live)return;e.preventDefault();f.dataset.early='1';if(f.hasAttribute('action'))setTimeout(function(){if(f.dataset.live||!f.dataset.early)return;delete f.dataset.early;f.dataset.native='1';HTMLFormElement.prototype.submit.call(f)},${HOLD_MS})})})(document.currentScript.parentNode)`;

/**
 * A `<form>` that keeps what was typed and pressed before hydration. Without JavaScript nothing is held: it posts
 * (`method="post"`) to its `action` (the package forms: their booking route, lib/requests/form-post.ts) or, without
 * one, to its own page, which answers with the form again (the login); either way no password or visitor's details
 * ever go into an address (the browser's default GET would put them there).
 */
export function EarlyForm({ children, ...props }: Omit<React.ComponentProps<'form'>, 'ref' | 'method'>) {
  const formRef = useEarlyInput();
  return (
    <form ref={formRef} method="post" {...props}>
      <script dangerouslySetInnerHTML={{ __html: HOLD }} />
      {children}
    </form>
  );
}
