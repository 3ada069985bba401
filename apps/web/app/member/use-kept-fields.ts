import {
  type Dispatch,
  type SetStateAction,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

/** Where a member form's kept text lives in the tab's session storage: this, then its key. */
export const KEPT_FIELDS_PREFIX = 'coaz.member.typed.';
const PREFIX = KEPT_FIELDS_PREFIX;

function readKept(key: string): Record<string, unknown> {
  try {
    const stored = window.sessionStorage.getItem(PREFIX + key);
    const parsed: unknown = stored ? JSON.parse(stored) : undefined;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    // Storage refused (a private window, full) or damaged: the form starts empty, as before.
    return {};
  }
}

/**
 * One value another member form keeps in this tab (`useKeptFields`), or '' when none: so one form
 * can start from what was typed in another, such as password recovery from the login's user name.
 * @example keptValue('login', 'username') // '0971234567'
 */
export function keptValue(key: string, name: string): string {
  const value = readKept(key)[name];
  return typeof value === 'string' ? value : '';
}

/**
 * Lets go of what member forms kept in this tab (`useKeptFields`), as their own `forget` does: for
 * a form that is not open, such as the application's draft once the member has signed in.
 * @example forgetKeptFields('join', 'join-documents')
 */
export function forgetKeptFields(...keys: string[]): void {
  for (const key of keys) {
    try {
      window.sessionStorage.removeItem(PREFIX + key);
    } catch {
      // Nothing was kept.
    }
  }
}

/** The name of the field the cursor is in, if it is one a member types in. */
function typingIn(): string | undefined {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  return active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement
    ? active.name
    : undefined;
}

/**
 * A member form's text values, kept in the tab's session storage under `coaz.member.typed.<key>`
 * while typed, so the browser's back button (or a link followed by mistake), a reload, or the phone
 * discarding the tab and opening it again brings them back. Only the `kept` fields are stored:
 * never a password. Call the returned `forget` once the form is sent. Values are read back after
 * hydration, so the server's HTML and the first render agree, and only into fields the member has
 * not typed into meanwhile. A page that hydrates only when reached for (`/join`) shows them before
 * the app runs with `KeptFieldsBeforeApp`.
 *
 * @example const [values, setValues, forget] = useKeptFields('join', EMPTY, ['firstName']);
 */
export function useKeptFields<Values extends Record<string, string>>(
  key: string,
  initial: Values,
  kept: ReadonlyArray<keyof Values & string>,
): [Values, Dispatch<SetStateAction<Values>>, () => void] {
  const [values, setValues] = useState(initial);
  const restored = useRef(false);
  const keptFields = useRef(kept);
  const initialValues = useRef(initial);

  useEffect(() => {
    const stored = readKept(key);
    // Nor into the field the cursor is in: the member tapped an empty field to type in it, and a
    // name set there between the tap and the first key was typed after ("demo.active0971000001"
    // for a mobile number, in half the tries on a phone whose app started that late).
    const focused = typingIn();
    const back = keptFields.current.flatMap((name) =>
      typeof stored[name] === 'string' && stored[name] !== '' && name !== focused
        ? [[name, stored[name]] as const]
        : [],
    );
    // Only into a field still as the form started: the member may have typed while the app
    // started (text the form takes at hydration, before this runs) or since, and what they typed
    // now is what they mean, not what this tab kept from an earlier visit.
    if (back.length > 0) {
      setValues((current) => {
        const untouched = back.filter(([name]) => current[name] === initialValues.current[name]);
        return untouched.length > 0 ? { ...current, ...Object.fromEntries(untouched) } : current;
      });
    }
    restored.current = true;
  }, [key]);

  useEffect(() => {
    if (!restored.current) return;
    const typed = Object.fromEntries(keptFields.current.map((name) => [name, values[name]]));
    try {
      window.sessionStorage.setItem(PREFIX + key, JSON.stringify(typed));
    } catch {
      // Nothing kept: the form works as it did without storage.
    }
  }, [key, values]);

  const forget = useCallback(() => forgetKeptFields(key), [key]);

  return [values, setValues, forget];
}
