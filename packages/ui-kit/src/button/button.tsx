import type { ButtonHTMLAttributes } from 'react';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * Filled for the main action of a screen, outlined for the others.
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary';
  /**
   * What the button does in a form: a `'button'` does nothing of itself, so only one given
   * `'submit'` sends its form (the HTML default would submit it by accident).
   * @default 'button'
   */
  type?: 'button' | 'submit' | 'reset';
}

/** A button with the kit's look; `type` defaults to `button` so it never submits a form by accident. */
export function Button({ variant = 'primary', type = 'button', className, ...props }: ButtonProps) {
  const classes = ['coaz-button', `coaz-button--${variant}`, className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...props} />;
}
