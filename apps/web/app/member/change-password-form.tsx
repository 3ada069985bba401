import { ApiError } from '@coaz/api-client';
import { useApiClient } from '@coaz/api-client/react';
import { Button, PasswordField, TextField } from '@coaz/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { flushSync } from 'react-dom';
import { useHydrated } from '../content/use-hydrated';
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
import { useTypedBeforeHydration } from './use-typed-before-hydration';

/** Props of {@link ChangePasswordForm}. */
export interface ChangePasswordFormProps {
  /**
   * The user name the login named (the address's `?username=`): shown as fixed text, not a field,
   * since it is the account the one-time password belongs to. Empty for a field to type it in.
   */
  initialUsername: string;
  /** Called once the server has set the new password. */
  onChanged: (username: string) => void;
}

interface PasswordChange {
  username: string;
  oneTimePassword: string;
  newPassword: string;
  confirmation: string;
}

type FieldErrors = Partial<Record<keyof PasswordChange, string>>;

// The fields in the order they are drawn, with their labels, for the problem summary.
const FIELD_LABELS: ReadonlyArray<readonly [keyof PasswordChange, string]> = [
  ['username', 'User name'],
  ['oneTimePassword', 'One-time password'],
  ...NEW_PASSWORD_FIELD_LABELS,
];

/**
 * The field a refusal of the server is about, when it is one: a new password equal to the one-time
 * password (`password_reused`, 422) is said beside the new password, as the form's own check says
 * it, so the cursor goes there instead of the message above the form.
 */
function refusedField(error: unknown): keyof PasswordChange | undefined {
  return error instanceof ApiError && error.code === 'password_reused' ? 'newPassword' : undefined;
}

function fieldErrors(change: PasswordChange, signedIn: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (change.username.trim() === '') errors.username = 'Enter your user name';
  if (!signedIn && change.oneTimePassword === '') {
    errors.oneTimePassword = 'Enter the one-time password';
  }
  if (change.newPassword.length < NEW_PASSWORD_MIN_LENGTH) {
    errors.newPassword = `Choose a password of at least ${NEW_PASSWORD_MIN_LENGTH} characters`;
  } else if (!signedIn && change.newPassword === change.oneTimePassword) {
    errors.newPassword = 'Choose a password other than the one-time password';
  }
  if (change.confirmation === '') {
    errors.confirmation = NEW_PASSWORD_AGAIN_EMPTY;
  } else if (change.confirmation !== change.newPassword) {
    errors.confirmation = PASSWORDS_DIFFER;
  }
  return errors;
}

/**
 * The OTP follow-up: the one-time password the member just logged in with, proved again, and the
 * new password typed twice. Problems are named beside their fields and nothing typed is lost. The
 * user name the login handed on names the account the one-time password is for: it is shown as
 * text and sent as it is, not offered as a field to change.
 */
export function ChangePasswordForm({ initialUsername, onChanged }: ChangePasswordFormProps) {
  const client = useApiClient();
  const membership = useMembershipClient();
  // The one-time login opened a session: the member is not asked for that password again. Read
  // in the browser only: the server renders the page with no session, so the form the member's
  // reload hydrates is drawn as the server drew it first (before, React refused the mismatch).
  const hydrated = useHydrated();
  const [sessionAtOpen] = useState(() => client.auth.hasSession());
  const signedIn = hydrated && sessionAtOpen;
  const [change, setChange] = useState<PasswordChange>({
    username: initialUsername,
    oneTimePassword: '',
    newPassword: '',
    confirmation: '',
  });
  // The page renders again as it hydrates (`hydrated` above), which would write the still-empty
  // state over what the member typed while the app started, as it did on /login.
  const form = useTypedBeforeHydration((typed) =>
    setChange((current) => {
      const taken = { ...current };
      for (const [name] of FIELD_LABELS) {
        const text = typed[name];
        if (text !== undefined) taken[name] = text;
      }
      return taken;
    }),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const usernameGiven = initialUsername.trim() !== '';
  const save = useMutation({
    mutationFn: ({ username, oneTimePassword, newPassword }: PasswordChange) =>
      client.http.post('password/one-time', {
        // Signed in by the one-time login, the session proves the one-time password.
        json: signedIn
          ? { username: username.trim(), newPassword }
          : { username: username.trim(), oneTimePassword, newPassword },
        auth: signedIn,
      }),
  });

  const field = (name: keyof PasswordChange) => ({
    name,
    value: change[name],
    error: errors[name],
    required: true,
    onChange: (event: { target: { value: string } }) =>
      setChange((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = fieldErrors(change, signedIn);
    const form = event.currentTarget;
    // The messages are drawn first, then the cursor moves to the first field named.
    flushSync(() => setErrors(found));
    const first = FIELD_LABELS.find(([name]) => found[name]);
    if (first) {
      focusField(form, first[0]);
      return;
    }
    save.mutate(change, {
      onSuccess: (answer) => {
        // The answer carries fresh tokens: the member continues signed in with the new password.
        membership.adoptTokens(answer);
        onChanged(change.username.trim());
      },
      onError: (error) => {
        const refused = refusedField(error);
        if (!refused) return;
        flushSync(() => setErrors({ [refused]: refusalMessage(error) }));
        focusField(form, refused);
      },
    });
  };

  return (
    <form
      {...withoutScript}
      ref={form}
      className="member-form"
      onSubmit={submit}
      noValidate
      aria-label="Change password"
    >
      {save.isError && !refusedField(save.error) ? (
        <FormRefusal message={refusalMessage(save.error)} />
      ) : null}
      <ProblemSummary problems={formProblems({ ...errors }, FIELD_LABELS)} />
      {usernameGiven ? (
        <>
          <dl className="member-facts">
            <dt>User name</dt>
            <dd>{change.username.trim()}</dd>
          </dl>
          {/* Not shown (the line above says it), but in the form as a password manager looks
              for it, so the new password is saved for this account. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={change.username}
            readOnly
            hidden
          />
        </>
      ) : (
        <TextField
          label="User name"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          {...field('username')}
        />
      )}
      {signedIn ? null : (
        <PasswordField
          label="One-time password"
          hint="The password you just logged in with."
          showLabel="Show one-time password"
          {...field('oneTimePassword')}
        />
      )}
      <NewPasswordFields newPassword={field('newPassword')} confirmation={field('confirmation')} />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Change password'}
      </Button>
    </form>
  );
}
