import type { ReactNode } from 'react';
import { cx } from '../internal/class-names';
import { PlainLink } from '../internal/plain-link';
import type { LinkComponent } from '../link/link-component';

/** Whether the dashboard shows content as members see it, or lets staff change it. */
export type DashboardMode = 'view' | 'edit';

/** One section of the dashboard in the sidebar. */
export interface DashboardSection {
  /** Stable identity of the section. */
  id: string;
  /** The link's text. */
  label: string;
  /** Where the section is viewed. */
  href: string;
  /** Where the section is edited; sections without one are not shown in edit mode. */
  editHref?: string;
  /** A small decorative icon before the label. */
  icon?: ReactNode;
}

/** Props of {@link DashboardSidebar}. */
export interface DashboardSidebarProps {
  /** The dashboard's sections, in order. */
  sections: DashboardSection[];
  /**
   * 'view' links each section to its `href`, 'edit' to its `editHref` (and leaves out sections
   * without one).
   */
  mode: DashboardMode;
  /** Called when the mode switch is used. Omit it to hide the switch (members who may only view). */
  onModeChange?: (mode: DashboardMode) => void;
  /** Path of the page shown; its section is marked `aria-current="page"`. */
  currentPath?: string;
  /**
   * Accessible name of the sidebar's navigation.
   * @default 'Dashboard'
   */
  label?: string;
  /** Shown above the sections, such as the member's name. */
  header?: ReactNode;
  /**
   * Text of the switch's view side.
   * @default 'View'
   */
  viewLabel?: string;
  /**
   * Text of the switch's edit side.
   * @default 'Edit'
   */
  editLabel?: string;
  /**
   * Accessible name of the mode switch.
   * @default 'Mode'
   */
  modeLabel?: string;
  /**
   * Link used for the sections, e.g. React Router's.
   * @default a plain `<a>`
   */
  linkComponent?: LinkComponent;
  /** Extra class names for the root element, after the kit's own. */
  className?: string;
}

/**
 * The dashboard's side navigation with a View/Edit switch. In view mode each section links to its
 * page; in edit mode to its editor, and sections that cannot be edited are left out.
 */
export function DashboardSidebar({
  sections,
  mode,
  onModeChange,
  currentPath,
  label = 'Dashboard',
  header,
  viewLabel = 'View',
  editLabel = 'Edit',
  modeLabel = 'Mode',
  linkComponent: Link = PlainLink,
  className,
}: DashboardSidebarProps) {
  const shown = mode === 'edit' ? sections.filter((section) => section.editHref) : sections;
  return (
    <aside className={cx('coaz-sidebar', `coaz-sidebar--${mode}`, className)}>
      {header ? <div className="coaz-sidebar__header">{header}</div> : null}
      {onModeChange ? (
        // biome-ignore lint/a11y/useSemanticElements: a labelled group of two toggle buttons; a fieldset would draw a frame and need a legend.
        <div className="coaz-sidebar__modes" role="group" aria-label={modeLabel}>
          {(['view', 'edit'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className="coaz-sidebar__mode"
              aria-pressed={mode === option}
              onClick={() => onModeChange(option)}
            >
              {option === 'view' ? viewLabel : editLabel}
            </button>
          ))}
        </div>
      ) : null}
      <nav aria-label={label}>
        <ul className="coaz-sidebar__list">
          {shown.map((section) => {
            const href = mode === 'edit' && section.editHref ? section.editHref : section.href;
            return (
              <li key={section.id}>
                <Link
                  href={href}
                  className="coaz-sidebar__link"
                  aria-current={href === currentPath ? 'page' : undefined}
                >
                  {section.icon ? (
                    <span className="coaz-sidebar__icon" aria-hidden="true">
                      {section.icon}
                    </span>
                  ) : null}
                  {section.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
