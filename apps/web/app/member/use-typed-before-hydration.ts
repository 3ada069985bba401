import { type RefObject, useLayoutEffect, useRef } from 'react';

// Fields whose `value` is not text the member enters.
const NOT_TEXT = /^(checkbox|radio|file|hidden|submit|reset|button|image)$/;

/**
 * Gives a form's state, once, the text its fields were given before the app hydrated them: the
 * server's HTML takes typing at once, while the app is still on its way. Returns the ref for the
 * `<form>`; `take` gets each field's text by its `name`, only those that differ from what the app
 * drew (the field's `defaultValue`, which hydration sets to the state's value).
 *
 * Hydration keeps a controlled field's text but not in the state, and the next render writes the
 * state back into the field: a page that renders again as it hydrates (`useHydrated`) emptied the
 * login's user name while the member was typing it (`demo.activ` became `.activ`). Read in a
 * layout effect, before any such render, and before `useKeptFields` brings back what an earlier
 * visit kept, which leaves a field typed into as it is.
 *
 * @example const form = useTypedBeforeHydration((typed) => setValues((v) => ({ ...v, ...typed })));
 */
export function useTypedBeforeHydration(
  take: (typed: Record<string, string>) => void,
): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  const firstTake = useRef(take);
  useLayoutEffect(() => {
    const typed: Record<string, string> = {};
    for (const field of Array.from(form.current?.elements ?? [])) {
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
      if (field.name === '' || NOT_TEXT.test(field.type)) continue;
      if (field.value !== field.defaultValue) typed[field.name] = field.value;
    }
    if (Object.keys(typed).length > 0) firstTake.current(typed);
  }, []);
  return form;
}
