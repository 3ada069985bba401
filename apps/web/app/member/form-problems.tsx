import { Alert } from '@coaz/ui-kit';
import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import { announceFieldError, fieldErrorText } from './announce-field-error';

/** One field's problem, as the form's summary lists it. */
export interface FormProblem {
  /** The `name` of the field, which the summary's link moves the cursor to. */
  name: string;
  /** The field's label, so the summary reads on its own. */
  label: string;
  /** What is wrong, the same words as beside the field. */
  message: string;
}

/**
 * The problems of {@link FormProblem} in the order of the form's fields, those with a message only.
 * @example formProblems(errors, [['username', 'User name'], ['password', 'Password']])
 */
export function formProblems(
  errors: Partial<Record<string, string>>,
  fields: ReadonlyArray<readonly [name: string, label: string]>,
): FormProblem[] {
  return fields.flatMap(([name, label]) => {
    const message = errors[name];
    return message ? [{ name, label, message }] : [];
  });
}

function fieldToFocus(form: HTMLFormElement, name: string): HTMLElement | undefined {
  const field = form.elements.namedItem(name);
  if (field instanceof RadioNodeList) {
    const radios = Array.from(field).filter((node) => node instanceof HTMLInputElement);
    return radios.find((radio) => radio.checked) ?? radios[0];
  }
  return field instanceof HTMLElement ? field : undefined;
}

/**
 * Puts the cursor in the form's field called `name`, if there is one; for a group of radio
 * buttons, on the one chosen, else the first, as the Tab key would.
 *
 * A screen reader reads a field with its error (its description) when the cursor comes to it. A
 * field that already holds the cursor (Enter pressed in it) is not come to again, and a new or
 * changed error would go unsaid: its words are said then through a polite live region of the
 * form's own (announceFieldError), and the cursor stays where the member is typing. Moving the
 * cursor to the summary and back instead would read the summary's title and links before the
 * field again, and the summary is not on every form; leaving the field and coming back is read by
 * some screen readers as two moves and by others not at all. A field the cursor comes to is read
 * as before, with nothing spoken twice.
 */
export function focusField(form: HTMLFormElement | null | undefined, name: string) {
  const target = form ? fieldToFocus(form, name) : undefined;
  if (!form || !target) return;
  if (target === target.ownerDocument.activeElement) {
    const error = fieldErrorText(target);
    if (error) announceFieldError(form, error);
  }
  target.focus();
}

function moveToField(event: MouseEvent<HTMLAnchorElement>, name: string) {
  event.preventDefault();
  focusField(event.currentTarget.closest('form'), name);
}

/**
 * The summary above a refused form: how many fields need a change and each one's problem, each
 * line a link to its field. Draws nothing when there is no problem.
 *
 * No live region: the form puts the cursor in the first field named, whose description (beside
 * it) is its problem, and a screen reader reads the field with it there. As an alert as well, the
 * summary made it say that problem twice; the summary stays to see and to follow from the keyboard.
 */
export function ProblemSummary({ problems }: { problems: FormProblem[] }) {
  if (problems.length === 0) return null;
  const title =
    problems.length === 1 ? 'One field needs a change' : `${problems.length} fields need a change`;
  return (
    <Alert tone="error" title={title} live={false} className="member-problems">
      <ul>
        {problems.map((problem) => (
          <li key={problem.name}>
            <a
              href={`#${problem.name}`}
              className="coaz-link"
              onClick={(event) => moveToField(event, problem.name)}
            >
              {problem.label}: {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * The server's refusal of a form (or the network's failure), given the cursor when it appears: the
 * send button was disabled while waiting, which left the cursor nowhere, so a keyboard or
 * screen-reader user starts again from the message, just above the fields they typed.
 *
 * Read where the cursor lands, and only there: it is no live region (`role="alert"`), which a
 * screen reader read first, then again as the cursor came to it. A refusal about one field is not
 * this: it is that field's error, and the field takes the cursor (`focusField`). `action` is a
 * way on drawn under the message, such as a link to password recovery.
 */
export function FormRefusal({ message, action }: { message: string; action?: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) frame.current?.focus();
  }, [message]);
  return (
    <div ref={frame} tabIndex={-1} className="member-refusal">
      <Alert tone="error" live={false} action={action}>
        {message}
      </Alert>
    </div>
  );
}
