import { PasswordField } from '@coaz/ui-kit';
import type { ChangeEvent } from 'react';

/** The shortest new password the server accepts. */
export const NEW_PASSWORD_MIN_LENGTH = 10;

/** The names of the new password's two fields and their labels, for a form's problem summary. */
export const NEW_PASSWORD_FIELD_LABELS = [
  ['newPassword', 'New password'],
  ['confirmation', 'New password again'],
] as const;

/** What a form says when the repeat differs from the new password. */
export const PASSWORDS_DIFFER = 'The two new passwords differ';

/**
 * What a form says when the repeat is left empty: a problem of its own, said beside it, where
 * only a difference was said (and nothing at all while the new password was refused too).
 */
export const NEW_PASSWORD_AGAIN_EMPTY = 'Enter the new password again';

/** One of the two fields: its value, what is wrong with it, and what typing does. */
export interface NewPasswordFieldState {
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps {
  /** The new password (field name `newPassword`). */
  newPassword: NewPasswordFieldState;
  /** The new password typed again (field name `confirmation`). */
  confirmation: NewPasswordFieldState;
  /**
   * What the new password's hint adds after its length, such as what else the change does.
   * @example 'Other devices are signed out.'
   */
  hintAfter?: string;
}

/**
 * The new password and its repeat, with their reveal buttons, as every form that sets a password
 * draws them (the dashboard's change, /change_password, /forgot_password). Each form had its own
 * copy, and a new user's tour heard "Show password" for both buttons on one and the repeat named
 * "Repeat the new password" on another.
 */
export function NewPasswordFields({
  newPassword,
  confirmation,
  hintAfter,
}: NewPasswordFieldsProps) {
  const length = `At least ${NEW_PASSWORD_MIN_LENGTH} characters.`;
  return (
    <>
      <PasswordField
        label={NEW_PASSWORD_FIELD_LABELS[0][1]}
        // Said before the first try: not only once refused.
        hint={hintAfter ? `${length} ${hintAfter}` : length}
        name="newPassword"
        autoComplete="new-password"
        showLabel="Show new password"
        value={newPassword.value}
        error={newPassword.error}
        onChange={newPassword.onChange}
        required
      />
      <PasswordField
        label={NEW_PASSWORD_FIELD_LABELS[1][1]}
        name="confirmation"
        autoComplete="new-password"
        showLabel="Show repeated password"
        value={confirmation.value}
        error={confirmation.error}
        onChange={confirmation.onChange}
        required
      />
    </>
  );
}
