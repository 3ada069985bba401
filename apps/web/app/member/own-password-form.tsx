import { useApiClient } from '@coaz/api-client/react';
import { Alert, Button, PasswordField } from '@coaz/ui-kit';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { serverFieldError } from '../join/server-field-error';
import { FormRefusal, focusField, formProblems, ProblemSummary } from './form-problems';
import { withoutScript } from './needs-javascript';
import {
  NEW_PASSWORD_AGAIN_EMPTY,
  NEW_PASSWORD_FIELD_LABELS,
  NEW_PASSWORD_MIN_LENGTH,
  NewPasswordFields,
  PASSWORDS_DIFFER,
} from './new-password-fields';
import { refusalMessage } from './refusal-message';
import { useMembershipClient } from './use-membership-client';

type PasswordFieldName = 'currentPassword' | 'newPassword' | 'confirmation';
type Passwords = Record<PasswordFieldName, string>;

// The fields in the order they are drawn, with their labels, for the problem summary.
const FIELD_LABELS: ReadonlyArray<readonly [PasswordFieldName, string]> = [
  ['currentPassword', 'Current password'],
  ...NEW_PASSWORD_FIELD_LABELS,
];

const EMPTY: Passwords = { currentPassword: '', newPassword: '', confirmation: '' };

function checkLocally(passwords: Passwords): Partial<Passwords> {
  const errors: Partial<Passwords> = {};
  if (passwords.currentPassword === '') errors.currentPassword = 'Enter your current password';
  if (passwords.newPassword.length < NEW_PASSWORD_MIN_LENGTH)
    errors.newPassword = `Choose a password of at least ${NEW_PASSWORD_MIN_LENGTH} characters`;
  if (passwords.confirmation === '') errors.confirmation = NEW_PASSWORD_AGAIN_EMPTY;
  else if (!errors.newPassword && passwords.confirmation !== passwords.newPassword)
    errors.confirmation = PASSWORDS_DIFFER;
  return errors;
}

/**
 * A signed-in member's own password change (`POST profile/password`): the current password, then
 * the new one twice. Other devices are signed out and this one stays signed in with the fresh
 * tokens answered. A refusal is said beside the field it is about; what was typed stays.
 */
export function OwnPasswordForm() {
  const client = useApiClient();
  const membership = useMembershipClient();
  const [passwords, setPasswords] = useState<Passwords>(EMPTY);
  const [errors, setErrors] = useState<Partial<Passwords>>({});
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();
  const [sending, setSending] = useState(false);
  const doneLine = useRef<HTMLDivElement>(null);

  const field = (name: PasswordFieldName) => ({
    name,
    value: passwords[name],
    error: errors[name],
    required: true,
    onChange: (event: { target: { value: string } }) =>
      setPasswords((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // The messages are drawn first, then the cursor moves to the first field named.
    const showProblems = (found: Partial<Passwords>) => {
      flushSync(() => setErrors(found));
      const first = FIELD_LABELS.find(([name]) => found[name]);
      if (first) focusField(form, first[0]);
    };
    const found = checkLocally(passwords);
    setFailure(undefined);
    setDone(undefined);
    showProblems(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const answer = await client.http.post<{ message: string }>('profile/password', {
        json: {
          currentPassword: passwords.currentPassword,
          newPassword: passwords.newPassword,
        },
      });
      // Every earlier session ended with the change: the fresh tokens keep this one signed in.
      membership.adoptTokens(answer);
      setPasswords(EMPTY);
      // The button was disabled while waiting, which left the cursor nowhere and a status line
      // appearing unannounced: the line takes the cursor, so it is read and Tab goes on from it.
      // Read there only: as a status as well, it was read twice.
      flushSync(() => setDone(answer.message));
      doneLine.current?.focus();
    } catch (error) {
      const named = serverFieldError(refusalMessage(error, String(error)));
      const known = FIELD_LABELS.find(([name]) => name === named.field);
      if (known) showProblems({ [known[0]]: named.message });
      else setFailure(named.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="page-section" aria-labelledby="own-password">
      <h2 id="own-password">Change my password</h2>
      <form
        {...withoutScript}
        className="member-form"
        onSubmit={submit}
        noValidate
        aria-label="Change my password"
      >
        {failure ? <FormRefusal message={failure} /> : null}
        {done ? (
          <div ref={doneLine} tabIndex={-1} className="member-form-done">
            <Alert tone="success" live={false}>
              {done}
            </Alert>
          </div>
        ) : null}
        <ProblemSummary problems={formProblems(errors, FIELD_LABELS)} />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          showLabel="Show current password"
          {...field('currentPassword')}
        />
        <NewPasswordFields
          newPassword={field('newPassword')}
          confirmation={field('confirmation')}
          hintAfter="Other devices are signed out."
        />
        <Button type="submit" disabled={sending}>
          {sending ? 'Changing your password…' : 'Change my password'}
        </Button>
      </form>
    </section>
  );
}
