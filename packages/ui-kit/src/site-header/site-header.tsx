import type { ReactNode } from 'react';
import { cx } from '../internal/class-names';

/** Props of {@link SiteHeader}: each part is a slot filled with the kit's header parts. */
export interface SiteHeaderProps {
  /** The logo and name, usually a link to the home page. */
  brand: ReactNode;
  /** The thin bar above the header, usually a {@link ContactBar}. */
  contactBar?: ReactNode;
  /** Shown on wide screens, usually a {@link NavigationMenu}. */
  navigation?: ReactNode;
  /** Usually a {@link SearchBox}. */
  search?: ReactNode;
  /** Usually a {@link LoginEntry}; shown on wide screens. */
  account?: ReactNode;
  /** Shown on small screens instead of `navigation` and `account`, usually a {@link MobileDrawer}. */
  mobileMenu?: ReactNode;
  /** Extra class names for the root element, after the kit's own. */
  className?: string;
}

/**
 * The page banner that lays out the header parts: navigation and account when the header is 900 px
 * or wider, the hamburger drawer below that. It is a container query, so the header adapts to the
 * space it is given; browsers without container queries get the small-screen layout.
 */
export function SiteHeader({
  brand,
  contactBar,
  navigation,
  search,
  account,
  mobileMenu,
  className,
}: SiteHeaderProps) {
  return (
    <header className={cx('coaz-site-header', className)}>
      {contactBar}
      <div className="coaz-site-header__bar">
        {mobileMenu ? <div className="coaz-site-header__mobile">{mobileMenu}</div> : null}
        <div className="coaz-site-header__brand">{brand}</div>
        {navigation ? <div className="coaz-site-header__navigation">{navigation}</div> : null}
        {search ? <div className="coaz-site-header__search">{search}</div> : null}
        {account ? <div className="coaz-site-header__account">{account}</div> : null}
      </div>
    </header>
  );
}
