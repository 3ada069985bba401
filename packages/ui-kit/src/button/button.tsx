import type { ButtonHTMLAttributes } from 'react';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * Filled for the main action of a screen, outlined for the others.
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary';
}

/** A button with the kit's look; `type` defaults to `button` so it never submits a form by accident. */
export function Button({ variant = 'primary', type = 'button', className, ...props }: ButtonProps) {
  const classes = ['coaz-button', `coaz-button--${variant}`, className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...props} />;
}
