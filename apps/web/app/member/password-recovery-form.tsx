import { Alert, Button, PasswordField, TextField } from '@coaz/ui-kit';
import { type FormEvent, useState } from 'react';
import { FormNeedsJavaScript, withoutScript } from './needs-javascript';
import { useMembershipClient } from './use-membership-client';

/** Props of {@link PasswordRecoveryForm}. */
export interface PasswordRecoveryFormProps {
  /** Called once the new password is set; the member is then signed in. */
  onReset: (message: string) => void;
}

/**
 * "Forgot password?": the user name or mobile number, then the six-digit code the SMS brings and
 * the new password twice. The first step always says a code is on its way, member or not; every
 * problem is named beside its field and nothing typed is lost.
 */
export function PasswordRecoveryForm({ onReset }: PasswordRecoveryFormProps) {
  const membership = useMembershipClient();
  const [login, setLogin] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [stage, setStage] = useState<'ask' | 'reset'>('ask');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [busy, setBusy] = useState(false);

  const ask = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    if (login.trim() === '') {
      setErrors({ login: 'Enter your user name or mobile number' });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await membership.requestPasswordRecovery(login.trim());
      setSent(
        'If that account exists, a six-digit code is on its way by SMS. It is valid for 10 minutes.',
      );
      setStage('reset');
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const reset = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const found: Record<string, string> = {};
    if (!/^\d{6}$/.test(code.trim())) found.code = 'Enter the six digits of the code';
    if (newPassword.length < 10) found.newPassword = 'Choose a password of at least 10 characters';
    else if (confirmation !== newPassword) found.confirmation = 'The two passwords differ';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await membership.resetPassword({
        login: login.trim(),
        code: code.trim(),
        newPassword,
      });
      onReset(result.message);
    } catch (error) {
      setErrors({ code: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  if (stage === 'ask') {
    return (
      <form
        {...withoutScript}
        className="member-form"
        onSubmit={ask}
        noValidate
        aria-label="Ask for a reset code"
      >
        <FormNeedsJavaScript />
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <TextField
          label="User name or mobile number"
          name="login"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          value={login}
          error={errors.login}
          onChange={(event) => setLogin(event.target.value)}
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
      onSubmit={reset}
      noValidate
      aria-label="Choose a new password"
    >
      {sent ? <Alert tone="success">{sent}</Alert> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField
        label="Six-digit code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        error={errors.code}
        onChange={(event) => setCode(event.target.value)}
        required
      />
      <PasswordField
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        value={newPassword}
        error={errors.newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        required
      />
      <PasswordField
        label="New password again"
        name="confirmation"
        autoComplete="new-password"
        value={confirmation}
        error={errors.confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        required
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving…' : 'Set my new password'}
      </Button>
      <Button variant="secondary" onClick={() => setStage('ask')}>
        Send another code
      </Button>
    </form>
  );
}
