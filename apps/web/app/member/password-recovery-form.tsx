import { ApiError } from '@coaz/api-client';
import type { PasswordRecoveryAnswer } from '@coaz/api-client/membership';
import { Alert, Button, TextField } from '@coaz/ui-kit';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { lusakaWallTime } from '../dates/lusaka-time';
import { serverFieldError } from '../join/server-field-error';
import { FormRefusal, focusField, formProblems, ProblemSummary } from './form-problems';
import { LOGIN_FIELD_HINT } from './login-form';
import { membershipNumberTypedAsLogin } from './membership-number-reading';
import { FormNeedsJavaScript, withoutScript } from './needs-javascript';
import {
  NEW_PASSWORD_AGAIN_EMPTY,
  NEW_PASSWORD_FIELD_LABELS,
  NEW_PASSWORD_MIN_LENGTH,
  NewPasswordFields,
  PASSWORDS_DIFFER,
} from './new-password-fields';
import { refusalMessage } from './refusal-message';
import { keptValue, useKeptFields } from './use-kept-fields';
import { useMembershipClient } from './use-membership-client';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

// A type, not an interface, so it is a record of strings that useKeptFields takes. `codeSentAt`
// is when a code was last asked for (milliseconds, as text; empty before), so the code step
// survives a reload (it is cleared to go back to the first step). Of the last code asked for,
// kept when going back: `lastSentAt` (milliseconds, as text), `validUntil`, when the server said
// it stops working (ISO), and `askedFor`, the user name or number it was asked for, so that asking
// again for the same says that a new code replaces the earlier ones, or that the last still works.
type TypedAccount = {
  login: string;
  codeSentAt: string;
  lastSentAt: string;
  validUntil: string;
  askedFor: string;
};

// How long the server's reset code is valid (its message says 10 minutes). On a cheap phone,
// opening the SMS app often reloads the browser's tab; drawn anew at the first step, the page led
// the member to ask again, which retires the code they had just read. Within this time the tab
// comes back to the code step; later, the code has expired and the first step is right.
const CODE_VALID_MS = 10 * 60 * 1000;

/** "14:32 (Lusaka time)", or '' for no time. */
function lusakaTime(iso: string): string {
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? '' : `${lusakaWallTime(moment).time} (Lusaka time)`;
}

/**
 * What the code step says of the code asked for. The time the server gave, not "10 minutes": a
 * slow SMS comes with minutes of them gone, and a page reloaded later still said "10 minutes".
 * Asked again for the same login, it says to use the newest message's code, as a new code replaces
 * the earlier ones, so a late SMS with an older code is not taken for the new one. Not that the
 * earlier ones no longer work: the member's own hourly limit may have sent nothing (the page
 * cannot say so without telling who is a member), and then the last message's code still works.
 * The same words whoever the login names, so the page tells nobody who is a member.
 */
function codeOnItsWay(validUntil: string, again: boolean): string {
  const until = lusakaTime(validUntil);
  const valid = until ? `It is valid until ${until}.` : 'It is valid for 10 minutes.';
  return again
    ? `If that account exists, a new six-digit code is on its way by SMS, or by e-mail if the membership has no mobile number. Use the code in the newest message you get: a new code replaces the earlier ones. ${valid}`
    : `If that account exists, a six-digit code is on its way by SMS, or by e-mail if the membership has no mobile number. ${valid}`;
}

/**
 * What the code step says when this browser asked too often and no new code comes: the code of
 * the latest message still works (the server kept it), until the time it was given when this tab
 * knows it. It depends on the browser's requests alone, so it tells nobody who is a member.
 */
function noNewCode(answer: PasswordRecoveryAnswer, lastValidUntil: string): string {
  const until = lusakaTime(lastValidUntil);
  const again = lusakaTime(answer.askAgainAfter ?? '');
  return [
    'No new code was sent: codes were asked for too often from this browser.',
    until
      ? `The code in the latest message still works until ${until}.`
      : 'The code in the latest message still works until it expires.',
    again ? `You can ask for a new one after ${again}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The fields of the reset step a server refusal can name. */
const RESET_FIELDS = ['code', 'newPassword'] as const;

/**
 * Where a refused reset is said. A refused code (`invalid_code`) goes at the code, a refused field
 * at that field; anything else (no connection, too many tries, the server unable) is not the
 * code's fault, so it is said above the form, where the member does not take it for a wrong code
 * and ask for another one. Nothing typed is cleared either way.
 */
function resetRefusal(error: unknown): { field: string; message: string } | { message: string } {
  const message = refusalMessage(error);
  if (!(error instanceof ApiError) || error.status !== 400) return { message };
  if (error.code === 'invalid_code') return { field: 'code', message };
  const named = serverFieldError(message);
  return named.field && (RESET_FIELDS as readonly string[]).includes(named.field)
    ? { field: named.field, message: named.message }
    : { message };
}

/** Props of {@link PasswordRecoveryForm}. */
export interface PasswordRecoveryFormProps {
  /** Called once the new password is set; the member is then signed in. */
  onReset: (message: string) => void;
}

/**
 * "Forgot password?": the user name or mobile number, then the six-digit code the SMS brings and
 * the new password twice. The first step always says a code is on its way, member or not; every
 * problem is named beside its field and nothing typed is lost. The user name or number (never the
 * code or a password) is kept in the tab until the password is set, so the back button brings it
 * back (`useKeptFields`), and so is when a code was asked for: within the code's 10 minutes a
 * reload comes back to the code step instead of asking for a second code.
 */
export function PasswordRecoveryForm({ onReset }: PasswordRecoveryFormProps) {
  const membership = useMembershipClient();
  const [account, setAccount, forgetAccount] = useKeptFields<TypedAccount>(
    'recovery',
    { login: '', codeSentAt: '', lastSentAt: '', validUntil: '', askedFor: '' },
    ['login', 'codeSentAt', 'lastSentAt', 'validUntil', 'askedFor'],
  );
  const { login, codeSentAt, validUntil } = account;
  // A member refused at the login follows "Forgot password?" with the user name or number still
  // typed there (the login keeps it in the tab): it fills this form's first field, so a phone's
  // keyboard types it once. What this form kept itself (a code step after a reload) comes first;
  // the update runs after the one that brings that back.
  useEffect(() => {
    const atLogin = keptValue('login', 'username').trim();
    if (atLogin !== '') {
      setAccount((kept) => (kept.login.trim() === '' ? { ...kept, login: atLogin } : kept));
    }
  }, [setAccount]);
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [stage, setStage] = useState<'ask' | 'reset'>('ask');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState<{ words: string; held?: boolean }>();
  const [busy, setBusy] = useState(false);
  // A user name typed before the app ran (a slow phone, or the page opened from its address) is
  // taken at hydration, which would otherwise empty the field; it then comes before what the tab
  // kept and before the login's.
  const form = useTypedBeforeHydration((typed) => {
    const { login: typedLogin } = typed;
    if (typedLogin !== undefined) setAccount((kept) => ({ ...kept, login: typedLogin }));
  });
  const sentId = useId();
  const stepHeadingId = useId();
  // A code asked for in this tab shortly before (the page reloaded or was left and come back to):
  // its step again, with the user name it was sent for. Decided once, when the kept values are
  // read back, so a member typing on the code step is never moved away from it.
  const codeStepChecked = useRef(false);
  useEffect(() => {
    if (codeStepChecked.current || codeSentAt === '') return;
    codeStepChecked.current = true;
    const sentAgo = Date.now() - Number(codeSentAt);
    if (sentAgo >= 0 && sentAgo < CODE_VALID_MS) {
      setSent({ words: codeOnItsWay(validUntil, false) });
      setStage('reset');
    }
  }, [codeSentAt, validUntil]);
  // A new step replaces the form the cursor was in: it goes to the step's first field.
  useEffect(() => {
    if (stage === 'reset') focusField(form.current, 'code');
  }, [stage, form]);

  // The messages are drawn first, then the cursor moves to the first field named, so a screen
  // reader reads that field with what is wrong with it (the summary is no live region).
  const showProblems = (found: Record<string, string>) => {
    flushSync(() => setErrors(found));
    const first = ['login', 'code', 'newPassword', 'confirmation'].find((name) => found[name]);
    if (first) focusField(form.current, first);
  };

  const ask = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    if (login.trim() === '') {
      showProblems({ login: 'Enter your user name or mobile number' });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const asked = login.trim();
      const answer = await membership.requestPasswordRecovery(asked);
      codeStepChecked.current = true;
      const sameLogin = account.askedFor === asked && account.lastSentAt !== '';
      // The code of the latest message, when this tab asked for one for this login that has not
      // expired yet (by this phone's own clock, which may be wrong about the time of day).
      const sentAgo = Date.now() - Number(account.lastSentAt);
      const lastStillValid = sameLogin && sentAgo >= 0 && sentAgo < CODE_VALID_MS;
      if (answer?.newCode === false) {
        // Asked too often from this browser: no new code, and the last one still works. Its
        // step, with nothing changed in what is kept.
        setSent({
          words: noNewCode(answer, lastStillValid ? account.validUntil : ''),
          held: true,
        });
        setStage('reset');
        return;
      }
      // A server that gave no time: 10 minutes from now by this phone's clock.
      const until = answer?.validUntil ?? new Date(Date.now() + CODE_VALID_MS).toISOString();
      // Member or not, and SMS or e-mail alike (a membership without a mobile number gets it by
      // e-mail): the same words for everyone, so the page tells nobody who is a member. A
      // membership number typed for the login (the approval SMS gives it) is no login, and no
      // code would come: said from what was typed alone.
      const words = codeOnItsWay(until, sameLogin);
      const number = membershipNumberTypedAsLogin(login);
      setSent({
        words: number
          ? `${words} ${number} looks like a membership number, which is not a login: if no code comes, ask again with your user name or mobile number.`
          : words,
      });
      const now = String(Date.now());
      setAccount((typed) => ({
        ...typed,
        codeSentAt: now,
        lastSentAt: now,
        validUntil: until,
        askedFor: asked,
      }));
      setStage('reset');
    } catch (error) {
      setFailure(refusalMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const reset = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const found: Record<string, string> = {};
    if (!/^\d{6}$/.test(code.trim())) found.code = 'Enter the six digits of the code';
    if (newPassword.length < NEW_PASSWORD_MIN_LENGTH)
      found.newPassword = `Choose a password of at least ${NEW_PASSWORD_MIN_LENGTH} characters`;
    if (confirmation === '') found.confirmation = NEW_PASSWORD_AGAIN_EMPTY;
    else if (!found.newPassword && confirmation !== newPassword)
      found.confirmation = PASSWORDS_DIFFER;
    showProblems(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await membership.resetPassword({
        login: login.trim(),
        code: code.trim(),
        newPassword,
      });
      forgetAccount();
      onReset(result.message);
    } catch (error) {
      const refusal = resetRefusal(error);
      if ('field' in refusal) showProblems({ [refusal.field]: refusal.message });
      else setFailure(refusal.message);
    } finally {
      setBusy(false);
    }
  };

  if (stage === 'ask') {
    return (
      <form
        {...withoutScript}
        className="member-form"
        ref={form}
        onSubmit={ask}
        noValidate
        aria-label="Ask for a reset code"
      >
        <FormNeedsJavaScript />
        {failure ? <FormRefusal message={failure} /> : null}
        <ProblemSummary
          problems={formProblems(errors, [['login', 'User name or mobile number']])}
        />
        <TextField
          label="User name or mobile number"
          hint={LOGIN_FIELD_HINT}
          name="login"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          value={login}
          error={errors.login}
          onChange={(event) => {
            const typed = event.target.value;
            setAccount((kept) => ({ ...kept, login: typed, codeSentAt: '' }));
          }}
          required
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending…' : 'Send me a code'}
        </Button>
      </form>
    );
  }
  return (
    <form
      {...withoutScript}
      className="member-form"
      ref={form}
      onSubmit={reset}
      noValidate
      aria-labelledby={stepHeadingId}
    >
      {/* Marks the step to the eye and to heading navigation, and names the form. It does not take
          the cursor: the code field does, where a phone keeps its keyboard up and offers the code
          from the SMS, and a screen reader says the form's name (these words) as it enters it. */}
      <h2 id={stepHeadingId}>Enter the code and choose a new password</h2>
      {/* The code field's description, and said that way only: the cursor lands in the field as
          this step opens (after a reload too), where the field is read with it. A status drawn
          with the step is not reliably read before the field, and as a live region as well it was
          read twice, once as the status and once with the field. */}
      {sent ? (
        <div id={sentId}>
          {/* "Sent: …" read before the field's own name would be odd as "Success: …". */}
          <Alert
            tone={sent.held ? 'warning' : 'success'}
            toneLabel={sent.held ? 'No new code' : 'Sent'}
            live={false}
          >
            {sent.words}
          </Alert>
        </div>
      ) : null}
      {failure ? <FormRefusal message={failure} /> : null}
      <ProblemSummary
        problems={formProblems(errors, [['code', 'Six-digit code'], ...NEW_PASSWORD_FIELD_LABELS])}
      />
      <TextField
        label="Six-digit code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        error={errors.code}
        // Until the code is refused: the refusal then says what to do, and is enough to hear.
        {...(sent && !errors.code ? { 'aria-describedby': sentId } : {})}
        onChange={(event) => setCode(event.target.value)}
        required
      />
      <NewPasswordFields
        newPassword={{
          value: newPassword,
          error: errors.newPassword,
          onChange: (event) => setNewPassword(event.target.value),
        }}
        confirmation={{
          value: confirmation,
          error: errors.confirmation,
          onChange: (event) => setConfirmation(event.target.value),
        }}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving…' : 'Set my new password'}
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          flushSync(() => {
            setStage('ask');
            setAccount((typed) => ({ ...typed, codeSentAt: '' }));
          });
          focusField(form.current, 'login');
        }}
      >
        {/* Said as what it does: it goes back to the first step, where the member may correct the
            user name and asks again ("Send another code" sent nothing). */}
        Change the user name or ask for a new code
      </Button>
    </form>
  );
}
