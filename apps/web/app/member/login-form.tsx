import { ApiError, type LoginOutcome } from '@coaz/api-client';
import { useLogin } from '@coaz/api-client/react';
import { Button, PasswordField, TextField } from '@coaz/ui-kit';
import { type FormEvent, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { forgetKeptApplication } from '../join/kept-application';
import { serverFieldError } from '../join/server-field-error';
import { FormRefusal, focusField, formProblems, ProblemSummary } from './form-problems';
import { membershipNumberTypedAsLogin } from './membership-number-reading';
import { FormNeedsJavaScript, withoutScript } from './needs-javascript';
import { refusalMessage } from './refusal-message';
import { useKeptFields } from './use-kept-fields';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  /** Called with the outcome of a login the server accepted. */
  onLoggedIn: (outcome: LoginOutcome) => void;
  /** The login to start with, such as the user name a member just changed the password of. */
  initialUsername?: string;
}

/**
 * What the login's first field takes, and how a mobile number is written there; password recovery
 * takes the same and says the same.
 */
export const LOGIN_FIELD_HINT =
  'The user name you chose when you joined, or your mobile number, such as 0971234567 (outside Zambia, with its country code)';

// A type, not an interface, so it is a record of strings that useKeptFields takes.
type TypedLogin = { username: string };

interface FieldErrors {
  username?: string;
  password?: string;
}

// What the login's fields are called in a refusal said beside them.
const FIELD_NAMES: Record<keyof FieldErrors, string> = {
  username: 'a user name or mobile number',
  password: 'a password',
};

/**
 * A refusal of one field's text (a 400 such as `username: at most 100 characters`), in the words
 * said beside that field; undefined for any other refusal, which is said above the form.
 */
function refusedFields(error: unknown): FieldErrors | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const named = serverFieldError(error.message);
  if (named.field !== 'username' && named.field !== 'password') return undefined;
  const longest = /^at most ([\d,]+) characters$/i.exec(named.message.trim());
  return {
    [named.field]: longest
      ? `Too long: ${FIELD_NAMES[named.field]} has at most ${longest[1]} characters. Check what you typed`
      : named.message,
  };
}

/** The server refused the login for too many tries (429), for the account or this address. */
function tooManyTries(error: unknown): boolean {
  return error instanceof ApiError && error.status === 429;
}

/**
 * What a refused login adds when what was typed reads as a membership number (`COAZ-000123`), which
 * a member may take for a login: the approval SMS gives it, then says to log in. Said as what it
 * looks like, since a user name may look like one.
 */
function membershipNumberHint(typed: string | undefined): string | undefined {
  const number = typed ? membershipNumberTypedAsLogin(typed) : undefined;
  return number
    ? `${number} looks like a membership number, which is not a login: log in with the user name you chose when you joined, or your mobile number.`
    : undefined;
}

/**
 * The member login: user name or mobile number, and password. The mobile number goes to the server
 * as typed, in the `username` field (the server reads any form the app takes, `0971234567` or
 * `+260 97 123 4567`, and a number abroad with its country code, `+44 7700 900123`), since members on cheap phones forget a user name chosen once at joining
 * but know their number, and "Forgot password?" already took it. Blank fields are named and nothing is sent; a refused
 * login shows the server's reason ('Incorrect username or password' for bad credentials), beside
 * the field when it is about one field's text, and keeps what was typed; too many tries also leads
 * to "Forgot password?". What was typed before the app ran is kept (`useTypedBeforeHydration`),
 * and comes before anything kept from an earlier visit. The user name (never the password) is
 * kept in the tab until the login succeeds, so the back button, or a look at "Forgot password?",
 * brings it back (`useKeptFields`), and password recovery starts from it.
 */
export function LoginForm({ onLoggedIn, initialUsername = '' }: LoginFormProps) {
  const login = useLogin();
  // A user name given by the page (after a password change) comes before one typed earlier.
  const [typed, setTyped, forgetTyped] = useKeptFields<TypedLogin>(
    'login',
    { username: initialUsername },
    initialUsername ? [] : ['username'],
  );
  const { username } = typed;
  const setUsername = (next: string) => setTyped({ username: next });
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useTypedBeforeHydration((typed) => {
    const { username: typedUsername, password: typedPassword } = typed;
    if (typedUsername !== undefined) setTyped((kept) => ({ ...kept, username: typedUsername }));
    if (typedPassword !== undefined) setPassword(typedPassword);
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the fields show is what the member means to send: a password manager may fill them
    // without the input events that keep the state, and the state is written back into the fields
    // at the next render, so it takes the fields' text here.
    const fields = new FormData(event.currentTarget);
    const shownUsername = String(fields.get('username') ?? username);
    const shownPassword = String(fields.get('password') ?? password);
    setUsername(shownUsername);
    setPassword(shownPassword);
    const found: FieldErrors = {};
    if (shownUsername.trim() === '') found.username = 'Enter your user name or mobile number';
    if (shownPassword === '') found.password = 'Enter your password';
    const blank = found.username ? 'username' : found.password ? 'password' : undefined;
    if (blank) {
      // Nothing else announces a blank field: the message is drawn first, then the cursor moves
      // to the field, so a screen reader reads the field with what is wrong with it.
      const form = event.currentTarget;
      flushSync(() => setErrors(found));
      (form.elements.namedItem(blank) as HTMLElement | null)?.focus();
      return;
    }
    setErrors(found);
    login.mutate(
      { username: shownUsername.trim(), password: shownPassword },
      {
        onSuccess: (outcome) => {
          forgetTyped();
          // An application drafted in this tab is not a signed-in member's to finish as a visitor.
          forgetKeptApplication();
          onLoggedIn(outcome);
        },
        onError: (error) => {
          const refused = refusedFields(error);
          if (!refused) return;
          flushSync(() => setErrors(refused));
          focusField(form.current, refused.username ? 'username' : 'password');
        },
      },
    );
  };

  return (
    <form
      {...withoutScript}
      ref={form}
      className="member-form"
      onSubmit={submit}
      noValidate
      aria-label="Log in"
    >
      <FormNeedsJavaScript />
      {login.isError && !refusedFields(login.error) ? (
        <FormRefusal
          message={
            login.error instanceof ApiError && login.error.status === 401
              ? [refusalMessage(login.error), membershipNumberHint(login.variables?.username)]
                  .filter(Boolean)
                  .join('. ')
              : tooManyTries(login.error)
                ? `${refusalMessage(login.error)} If you have forgotten your password, you can set a new one now.`
                : refusalMessage(login.error)
          }
          // Waiting is not the only way in: a member locked out by their own forgotten password
          // sets a new one with a code by SMS, and is then signed in.
          action={
            tooManyTries(login.error) ? (
              <Link to="/forgot_password" className="coaz-link">
                Forgot password?
              </Link>
            ) : undefined
          }
        />
      ) : null}
      <ProblemSummary
        problems={formProblems({ ...errors }, [
          ['username', 'User name or mobile number'],
          ['password', 'Password'],
        ])}
      />
      <TextField
        label="User name or mobile number"
        hint={LOGIN_FIELD_HINT}
        name="username"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={errors.username}
        required
      />
      <PasswordField
        label="Password"
        name="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        required
      />
      <Button type="submit" disabled={login.isPending}>
        {login.isPending ? 'Logging in…' : 'Log in'}
      </Button>
      <p className="member-links">
        <Link to="/forgot_password" className="coaz-link">
          Forgot password?
        </Link>
        <Link to="/join" className="coaz-link">
          Not a member? Join
        </Link>
      </p>
    </form>
  );
}
