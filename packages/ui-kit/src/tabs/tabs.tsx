import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cx } from '../internal/class-names';

/** One tab and its panel. */
export interface TabItem {
  /** Stable identity of the tab. */
  id: string;
  /** The tab's text. */
  label: string;
  /** The panel's content, rendered only while the tab is selected. */
  content: ReactNode;
  /**
   * Shown but not selectable; the arrow keys skip it.
   * @default false
   */
  disabled?: boolean;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** The tabs and their panels, in order. */
  tabs: TabItem[];
  /** Accessible name of the tab list, e.g. 'Membership types'. */
  label: string;
  /** Controlled selection; omit it to let the tabs keep their own. */
  selectedId?: string;
  /**
   * First tab shown when uncontrolled.
   * @default the first enabled tab
   */
  defaultSelectedId?: string;
  /** Called with the chosen tab's `id`, by click or by the arrow, Home and End keys. */
  onSelect?: (id: string) => void;
  /** Extra class names for the root element, after the kit's own. */
  className?: string;
}

/**
 * Tabs as the ARIA pattern describes them: one tab stop for the list, arrow keys move between tabs
 * (Home and End jump to the ends) and selection follows focus. On a right-to-left page
 * (`dir="rtl"`) the arrows follow what is seen: the left arrow moves to the next tab.
 */
export function Tabs({
  tabs,
  label,
  selectedId,
  defaultSelectedId,
  onSelect,
  className,
}: TabsProps) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const firstEnabled = tabs.find((tab) => !tab.disabled)?.id;
  const [ownSelected, setOwnSelected] = useState(defaultSelectedId ?? firstEnabled);
  const selected = selectedId ?? ownSelected;
  const enabled = tabs.filter((tab) => !tab.disabled);

  const select = (tabId: string) => {
    setOwnSelected(tabId);
    onSelect?.(tabId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((tab) => tab.id === selected);
    // On a right-to-left page the next tab is on the left, so the left arrow moves to it.
    const rightToLeft = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rightToLeft ? 'ArrowLeft' : 'ArrowRight';
    const backward = rightToLeft ? 'ArrowRight' : 'ArrowLeft';
    let next: TabItem | undefined;
    if (event.key === forward) next = enabled[(index + 1) % enabled.length];
    else if (event.key === backward) next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    listRef.current?.querySelector<HTMLElement>(`[data-tab-id="${CSS.escape(next.id)}"]`)?.focus();
  };

  return (
    <div className={cx('coaz-tabs', className)}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className="coaz-tabs__list"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.id}`}
              data-tab-id={tab.id}
              aria-selected={isSelected}
              aria-controls={`${id}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              className="coaz-tabs__tab"
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${id}-panel-${tab.id}`}
          aria-labelledby={`${id}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern makes a panel without focusable content reachable.
          tabIndex={0}
          className="coaz-tabs__panel"
        >
          {tab.id === selected ? tab.content : null}
        </div>
      ))}
    </div>
  );
}
