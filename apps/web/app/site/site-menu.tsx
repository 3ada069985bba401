import type { NavigationItem } from '@coaz/ui-kit';
import { RouterLink } from './router-link';

/** Props of {@link SiteMenu}. */
export interface SiteMenuProps {
  /** The whole menu: plain entries, and groups whose `children` are their pages. */
  items: NavigationItem[];
  /** Path of the page being shown; its entry is marked `aria-current="page"`. */
  currentPath: string;
  /** 'bar' for the wide header's row, 'phone' for the list inside the phone menu. */
  layout: 'bar' | 'phone';
  /** Accessible name of the navigation landmark. */
  label: string;
}

const isCurrent = (item: NavigationItem, path: string): boolean =>
  item.href === path || (item.children ?? []).some((child) => isCurrent(child, path));

/**
 * The site's menu, laid out by CSS alone and working before any script runs: plain entries are
 * links, each group (Association, Services, …) is a native `details` disclosure holding its pages.
 * In the wide header a group opens as a band under the header, its pages in columns; in the phone
 * menu it opens in place (two levels). The groups of the bar share a `name`, so opening one closes
 * the other; `useSiteMenuDismissal` adds Escape, a click outside and focus leaving once the app
 * runs (the page's starter answers Escape and focus leaving before then).
 */
export function SiteMenu({ items, currentPath: shownPath, layout, label }: SiteMenuProps) {
  // '/home' is the home page under an older address: its Home entry (at '/') is still current.
  const currentPath = shownPath === '/home' ? '/' : shownPath;
  return (
    <nav aria-label={label} className={`site-menu site-menu--${layout}`}>
      <ul className="site-menu__list">
        {items.map((item) => (
          <li key={item.href} className="site-menu__item">
            {item.children?.length ? (
              <details
                className="site-menu__group"
                name={layout === 'bar' ? 'site-menu' : undefined}
              >
                <summary
                  className={
                    isCurrent(item, currentPath)
                      ? 'site-menu__entry site-menu__toggle is-current'
                      : 'site-menu__entry site-menu__toggle'
                  }
                >
                  {item.label}
                </summary>
                <div className="site-menu__panel">
                  <ul className="site-menu__pages">
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <RouterLink
                          href={child.href}
                          className="site-menu__page"
                          aria-current={child.href === currentPath ? 'page' : undefined}
                        >
                          {child.label}
                        </RouterLink>
                      </li>
                    ))}
                  </ul>
                </div>
              </details>
            ) : (
              <RouterLink
                href={item.href}
                className="site-menu__entry"
                aria-current={item.href === currentPath ? 'page' : undefined}
              >
                {item.label}
              </RouterLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
