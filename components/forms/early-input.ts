// What the visitor typed, picked or ticked in a server-rendered form before its page was hydrated (a phone on a slow
// connection shows the form long before its scripts run). React keeps such a value on screen but not in its state,
// and writes the rendered value back at the control's next render: fields emptied themselves a moment after the page
// came alive, or showed what the form would not send. Once the form is hydrated, each control whose value differs
// from the one rendered gets a change event, so its own handler (the wizard's draft, react-hook-form's field) takes
// the value, exactly as if the visitor had typed it a moment later. A press on the form's submit button in that time
// is held by the script of <EarlyForm> (./early-form.tsx) and made again once the form is live. Kept small: it is in
// the wizard's first load.
import { useEffect, useRef } from 'react';

/** The ref of the form whose early input (and held press) is replayed once it is hydrated. */
export function useEarlyInput() {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // Read every value first: each replayed change re-renders the form, which writes the others back. What was
    // rendered: React sets it as the default value (the checked state) when it hydrates; a <select> has none, so it
    // is always replayed, with an unchanged value when the visitor did not touch it.
    const early = [...form.current!.querySelectorAll<HTMLInputElement>('input,select,textarea')].map(
      (control) => {
        const key = control.type == 'checkbox' || control.type == 'radio' ? 'checked' : 'value';
        return [
          control,
          key,
          control[key],
          key == 'value' ? control.defaultValue : control.defaultChecked,
        ] as const;
      },
    );
    for (const [control, key, now, rendered] of early) {
      // A radio group changes once, through the radio now checked.
      if (now != rendered && (now || control.type != 'radio')) {
        // React sees a change when its value tracker (an own property of the node, set by `control[key] =`) differs
        // from the node's value: the tracker gets the rendered value, the node (through its prototype) the visitor's.
        Object.assign(control, { [key]: rendered });
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), key)!.set!.call(control, now);
        control.dispatchEvent(new Event(key == 'value' ? 'change' : 'click', { bubbles: true }));
      }
    }
    const live = form.current!;
    live.dataset.live = '1';
    if (live.dataset.early) {
      delete live.dataset.early;
      // After React has rendered the replayed values (the controls hold them again for the browser's own checks).
      setTimeout(() => live.requestSubmit());
    }
  }, []);
  return form;
}
