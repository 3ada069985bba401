import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { cx } from '../internal/class-names';
import { PlainLink } from '../internal/plain-link';
import { useElementWidth } from '../internal/use-element-width';
import type { LinkComponent } from '../link/link-component';
import { navigationOverflow } from './navigation-overflow';

/** One entry of the site's navigation; entries with `children` open a submenu. */
export interface NavigationItem {
  /** The entry's text. */
  label: string;
  /** Where the entry leads; with `children`, the first link of its submenu. */
  href: string;
  /**
   * Entries of a submenu: the entry becomes a button that opens it, listing the entry's own link
   * first.
   */
  children?: NavigationItem[];
}

/** Props of {@link NavigationMenu}. */
export interface NavigationMenuProps {
  /** The entries, in order. */
  items: NavigationItem[];
  /** Path of the page being shown; its entry is marked `aria-current="page"`. */
  currentPath?: string;
  /**
   * Accessible name of the navigation landmark.
   * @default 'Main'
   */
  label?: string;
  /**
   * Label of the button that holds the entries that do not fit.
   * @default 'More'
   */
  moreLabel?: string;
  /**
   * Link used for every entry, e.g. React Router's.
   * @default a plain `<a>`
   */
  linkComponent?: LinkComponent;
  /**
   * 'row' for the header, where entries that do not fit move into 'More'; 'column' for the mobile
   * drawer, where every entry is listed and submenus open in place.
   * @default 'row'
   */
  layout?: 'row' | 'column';
  /** Extra class names for the root element, after the kit's own. */
  className?: string;
}

// Must match the column gap in navigation-menu.css.
const GAP = 4;

// `useLayoutEffect` warns during server rendering, where nothing can be measured anyway.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The site's main navigation in one row. Entries that do not fit the row's width, measured again
 * whenever it changes, move into a 'More' dropdown. Until the row has been measured (server
 * rendering, before the script runs, without JavaScript or ResizeObserver) the entries wrap onto
 * further rows instead, so none runs past the container's edge out of reach; once measured the row
 * is one line and the list carries `is-measured`. In the mobile drawer use `layout="column"`.
 * Submenus are disclosure buttons (not ARIA menus), so they behave like ordinary links for keyboards
 * and screen readers.
 */
export function NavigationMenu({
  items,
  currentPath,
  label = 'Main',
  moreLabel = 'More',
  linkComponent: Link = PlainLink,
  layout = 'row',
  className,
}: NavigationMenuProps) {
  const id = useId();
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const width = useElementWidth(navRef);
  // `undefined` until the row has been measured: every entry is shown, wrapping where it must.
  const [visibleCount, setVisibleCount] = useState<number | undefined>(undefined);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [fontsLoaded, setFontsLoaded] = useState(false);
  const measured = layout === 'row';

  useEffect(() => {
    // Entries change width when a web font arrives after the first measurement.
    let current = true;
    document.fonts?.ready.then(() => {
      if (current) setFontsLoaded(true);
    });
    return () => {
      current = false;
    };
  }, []);

  useIsomorphicLayoutEffect(() => {
    const measure = measureRef.current;
    if (!measured || width === undefined || !measure) return;
    const widths = Array.from(measure.children, (child) => child.getBoundingClientRect().width);
    const moreWidth = widths.pop() ?? 0;
    setVisibleCount(navigationOverflow(widths, width, moreWidth, GAP));
  }, [measured, width, items, fontsLoaded]);

  useEffect(() => {
    if (openKey === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenKey(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openKey]);

  const rowMeasured = measured && visibleCount !== undefined;
  const shownCount = rowMeasured ? visibleCount : items.length;
  const visible = items.slice(0, shownCount);
  const overflow = items.slice(shownCount);

  const isCurrent = (item: NavigationItem): boolean =>
    item.href === currentPath || (item.children ?? []).some(isCurrent);

  const renderLink = (item: NavigationItem, linkClass: string) => (
    <Link
      href={item.href}
      className={linkClass}
      aria-current={item.href === currentPath ? 'page' : undefined}
      onClick={() => setOpenKey(null)}
    >
      {item.label}
    </Link>
  );

  const renderSubmenu = (
    key: string,
    buttonLabel: string,
    content: ReactNode,
    current: boolean,
  ) => {
    const open = openKey === key;
    const panelId = `${id}-${key}`;
    return (
      <>
        <button
          type="button"
          className={cx('coaz-nav__link', 'coaz-nav__toggle', current && 'is-current')}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpenKey(open ? null : key)}
        >
          {buttonLabel}
          <span className="coaz-nav__caret" aria-hidden="true" />
        </button>
        <ul id={panelId} className="coaz-nav__submenu" hidden={!open}>
          {content}
        </ul>
      </>
    );
  };

  const childEntries = (item: NavigationItem) => (
    <>
      <li>{renderLink(item, 'coaz-nav__sublink')}</li>
      {(item.children ?? []).map((child) => (
        <li key={child.href}>{renderLink(child, 'coaz-nav__sublink')}</li>
      ))}
    </>
  );

  return (
    <nav
      ref={navRef}
      aria-label={label}
      className={cx('coaz-nav', `coaz-nav--${layout}`, className)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || openKey === null) return;
        const toggle = document.querySelector<HTMLElement>(`[aria-controls="${id}-${openKey}"]`);
        setOpenKey(null);
        toggle?.focus();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenKey(null);
      }}
    >
      <ul className={cx('coaz-nav__list', rowMeasured && 'is-measured')}>
        {visible.map((item, index) => (
          <li key={item.href} className="coaz-nav__item">
            {item.children?.length
              ? renderSubmenu(`item-${index}`, item.label, childEntries(item), isCurrent(item))
              : renderLink(item, 'coaz-nav__link')}
          </li>
        ))}
        {overflow.length > 0 ? (
          <li className="coaz-nav__item coaz-nav__item--more">
            {renderSubmenu(
              'more',
              moreLabel,
              overflow.map((item) => (
                <li key={item.href}>
                  {renderLink(item, 'coaz-nav__sublink')}
                  {item.children?.length ? (
                    <ul className="coaz-nav__nested">
                      {item.children.map((child) => (
                        <li key={child.href}>{renderLink(child, 'coaz-nav__sublink')}</li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              )),
              overflow.some(isCurrent),
            )}
          </li>
        ) : null}
      </ul>
      {/* An invisible copy of the row whose entries are measured to decide what fits. */}
      {measured ? (
        <ul ref={measureRef} className="coaz-nav__list coaz-nav__measure" aria-hidden="true">
          {items.map((item) => (
            <li key={item.href} className="coaz-nav__link">
              {item.label}
              {item.children?.length ? <span className="coaz-nav__caret" /> : null}
            </li>
          ))}
          <li className="coaz-nav__link">
            {moreLabel}
            <span className="coaz-nav__caret" />
          </li>
        </ul>
      ) : null}
    </nav>
  );
}
