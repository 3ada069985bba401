import { cx } from '../internal/class-names';
import { PlainLink } from '../internal/plain-link';
import type { LinkComponent } from '../link/link-component';

/** Props of {@link LoginEntry}. */
export interface LoginEntryProps {
  /** Name of the signed-in member; omit it when nobody is signed in. */
  userName?: string;
  /** Where the login link leads. */
  loginHref: string;
  /** Called when the signed-in member chooses Log out. */
  onLogout: () => void;
  /** Where the member's name leads, such as their dashboard; without it the name is plain text. */
  accountHref?: string;
  /**
   * Text of the login link.
   * @default 'Log in'
   */
  loginLabel?: string;
  /**
   * Text of the logout button beside the member's name.
   * @default 'Log out'
   */
  logoutLabel?: string;
  /**
   * Link used for the login and account links.
   * @default a plain `<a>`
   */
  linkComponent?: LinkComponent;
  /** Extra class names for the root element, after the kit's own. */
  className?: string;
}

/** The header's account corner: a Log in link, or the member's name with a Log out button. */
export function LoginEntry({
  userName,
  loginHref,
  onLogout,
  accountHref,
  loginLabel = 'Log in',
  logoutLabel = 'Log out',
  linkComponent: Link = PlainLink,
  className,
}: LoginEntryProps) {
  if (!userName) {
    return (
      <div className={cx('coaz-login', className)}>
        <Link href={loginHref} className="coaz-button coaz-button--primary">
          {loginLabel}
        </Link>
      </div>
    );
  }
  return (
    <div className={cx('coaz-login', className)}>
      {accountHref ? (
        <Link href={accountHref} className="coaz-login__name coaz-link">
          {userName}
        </Link>
      ) : (
        <span className="coaz-login__name">{userName}</span>
      )}
      <button type="button" className="coaz-button coaz-button--secondary" onClick={onLogout}>
        {logoutLabel}
      </button>
    </div>
  );
}
