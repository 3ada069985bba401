import { useState } from 'react';
import { TextField, type TextFieldProps } from '../text-field/text-field';

/** Props of {@link PasswordField}; every other prop goes to the `<input>`. */
export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  // Declared again from TextFieldProps: Storybook's props table reads no member through `Omit`.
  /** The visible label, such as 'Password'. */
  label: string;
  /** Help shown under the label, such as the rules a new password must meet. */
  hint?: string;
  /** What is wrong with the password; marks the input invalid and is read out with it. */
  error?: string;
  /** Extra class names for the field's wrapper; the `<input>` props go to the input. */
  className?: string;
  /**
   * Accessible name of the show/hide button; `aria-pressed` says which state it is in.
   * @default 'Show password'
   */
  showLabel?: string;
  /**
   * Tells password managers what to fill: 'new-password' on a form that sets one.
   * @default 'current-password'
   */
  autoComplete?: string;
}

/**
 * A password input with a button that shows the characters typed, which helps people on small
 * touch keyboards. The error and hint behave as in {@link TextField}.
 */
export function PasswordField({
  showLabel = 'Show password',
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className="coaz-icon-button coaz-password-toggle"
          aria-pressed={visible}
          aria-label={showLabel}
          onClick={() => setVisible(!visible)}
        >
          <span
            className={visible ? 'coaz-password-toggle__hide' : 'coaz-password-toggle__show'}
            aria-hidden="true"
          />
        </button>
      }
    />
  );
}
