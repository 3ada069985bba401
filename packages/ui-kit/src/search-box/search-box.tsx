import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { cx } from '../internal/class-names';

/** One result the search box offers. */
export interface SearchResult {
  /** Stable identity of the result. */
  id: string;
  /** The result's text; chosen, it fills the box. */
  title: string;
  /** A second, muted line, such as the section the page belongs to. */
  description?: string;
}

function suggestionCount(count: number): string {
  return count === 1 ? '1 suggestion' : `${count} suggestions`;
}

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** Accessible name of the input, e.g. 'Search the site'. Shown visually only when `showLabel`. */
  label: string;
  /**
   * Show the label above the input instead of only to assistive technology.
   * @default false
   */
  showLabel?: boolean;
  /** A hint inside the empty box, such as 'Search…'; never a replacement for `label`. */
  placeholder?: string;
  /** Controlled query; omit it to let the box keep its own text. */
  query?: string;
  /** Called on every change of the typed text; fetch or filter the results here. */
  onQueryChange?: (query: string) => void;
  /** Results for the current query, already ranked; the box never filters them itself. */
  results: SearchResult[];
  /** Called when a result is chosen with Enter or a click. */
  onSelect: (result: SearchResult) => void;
  /** Called on Enter when no result is highlighted, to open a full results page. */
  onSubmit?: (query: string) => void;
  /**
   * The address of a results page that reads the query from the address (a plain GET). Given, the
   * box is a form that sends its text there as `name`, so it searches before its script runs or
   * with scripting off; once the script runs, `onSubmit` (if given) answers Enter instead.
   * @example
   * // Enter on 'fees' opens /search?q=fees
   * <SearchBox label="Search" action="/search" name="q" results={results} onSelect={open} />
   */
  action?: string;
  /** The name the input's text is sent under to `action`, such as 'q'. */
  name?: string;
  /**
   * Results are on their way.
   * @default false
   */
  loading?: boolean;
  /**
   * Text while loading.
   * @default 'Searching…'
   */
  loadingText?: string;
  /** Shown instead of results when the search failed. */
  error?: string;
  /**
   * Text when a query found nothing.
   * @default 'No results'
   */
  emptyText?: string;
  /**
   * What a screen reader hears, politely, when suggestions appear or their number changes; the
   * list itself is seen, so the text is spoken only.
   * @default (count) => (count === 1 ? '1 suggestion' : `${count} suggestions`)
   * @example
   * <SearchBox countText={(count) => `${count} pages found`} … />
   */
  countText?: (count: number) => string;
  /**
   * How long typing must pause, in milliseconds, before the status is spoken. The list and the
   * seen status follow every keystroke; spoken at once, a word's prefixes ("c", "co", "con") had
   * a screen reader flip between "No results" and a count at typing speed.
   * @default 700
   */
  announceDelay?: number;
  /** Extra class names for the root element, after the kit's own. */
  className?: string;
}

/**
 * A search input that suggests results as an ARIA combobox: ArrowDown and ArrowUp move through the
 * results, Enter chooses one, Escape closes the list (and clears the text when it is already closed).
 */
export function SearchBox({
  label,
  showLabel = false,
  placeholder,
  query: controlledQuery,
  onQueryChange,
  results,
  onSelect,
  onSubmit,
  action,
  name,
  loading = false,
  loadingText = 'Searching…',
  error,
  emptyText = 'No results',
  countText = suggestionCount,
  announceDelay = 700,
  className,
}: SearchBoxProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const statusId = `${id}-status`;
  const [ownQuery, setOwnQuery] = useState('');
  const query = controlledQuery ?? ownQuery;
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const hasQuery = query.trim().length > 0;
  const showList = open && hasQuery && !loading && !error && results.length > 0;
  const activeResult = showList ? results[activeIndex] : undefined;

  const changeQuery = (next: string) => {
    setOwnQuery(next);
    onQueryChange?.(next);
    setOpen(true);
    setActiveIndex(-1);
  };

  const choose = (result: SearchResult) => {
    setOwnQuery(result.title);
    onQueryChange?.(result.title);
    setOpen(false);
    setActiveIndex(-1);
    onSelect(result);
  };

  const move = (delta: number) => {
    setOpen(true);
    if (results.length === 0) return;
    setActiveIndex((current) => {
      if (current === -1) return delta > 0 ? 0 : results.length - 1;
      return (current + delta + results.length) % results.length;
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter':
        // Without `onSubmit`, a form's Enter with some text sends it to `action` the plain way.
        if (activeResult || onSubmit || !action || !hasQuery) event.preventDefault();
        if (activeResult) choose(activeResult);
        else if (hasQuery) onSubmit?.(query);
        break;
      case 'Escape':
        event.preventDefault();
        if (showList) {
          setOpen(false);
          setActiveIndex(-1);
        } else {
          changeQuery('');
          setOpen(false);
        }
        break;
    }
  };

  // The status says what the box is doing: searching, failed, found nothing, or how many
  // suggestions it shows (without the count, a screen reader user heard nothing when they came).
  let status = '';
  if (open && hasQuery) {
    if (error) status = error;
    else if (loading) status = loadingText;
    else if (results.length === 0) status = emptyText;
  }
  const countStatus = showList ? countText(results.length) : '';
  const currentStatus = status || countStatus;

  // What the live region says: the status once typing pauses (each keystroke restarts the wait);
  // nothing at once when the box closes or empties.
  const [spoken, setSpoken] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `query` restarts the wait on each keystroke, though the text may stay the same.
  useEffect(() => {
    if (currentStatus === '') {
      setSpoken('');
      return;
    }
    const timer = setTimeout(() => setSpoken(currentStatus), announceDelay);
    return () => clearTimeout(timer);
  }, [currentStatus, query, announceDelay]);

  // Script answers a form's submit once it runs (a submit not from Enter: a browser's own).
  const submitWithScript = (event: FormEvent<HTMLFormElement>) => {
    if (!onSubmit) return;
    event.preventDefault();
    if (hasQuery) onSubmit(query);
  };

  const contents = (
    <>
      <label
        htmlFor={inputId}
        className={showLabel ? 'coaz-search__label' : 'coaz-visually-hidden'}
      >
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        className="coaz-input coaz-search__input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={showList ? listId : undefined}
        aria-activedescendant={activeResult ? `${listId}-${activeIndex}` : undefined}
        aria-describedby={currentStatus ? statusId : undefined}
        aria-invalid={error ? true : undefined}
        placeholder={placeholder}
        value={query}
        onChange={(event) => changeQuery(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      {showList ? (
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern: its listbox.
        <ul id={listId} role="listbox" aria-label={label} className="coaz-search__list">
          {results.map((result, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: the ARIA combobox pattern: focus stays in the input, options are active descendants.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the arrow keys and Enter for every option.
            <li
              key={result.id}
              id={`${listId}-${index}`}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern: an option of its listbox.
              role="option"
              aria-selected={index === activeIndex}
              className={cx('coaz-search__option', index === activeIndex && 'is-active')}
              // Keeps focus in the input so the click still counts as a choice.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(result)}
            >
              <span className="coaz-search__option-title">{result.title}</span>
              {result.description ? (
                <span className="coaz-search__option-description">{result.description}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {/* Seen at once, and the input's description; hidden from reading, which the live region
          below says (after a pause) so it is not read twice. */}
      <div
        id={statusId}
        className={cx(
          'coaz-search__status',
          status && 'is-visible',
          countStatus && 'coaz-visually-hidden',
          error && 'is-error',
        )}
        aria-hidden="true"
      >
        {currentStatus}
      </div>
      <div className="coaz-visually-hidden" aria-live="polite">
        {spoken}
      </div>
    </>
  );

  return action ? (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search role is the landmark every browser and screen reader knows; <search> is newer.
    <form
      className={cx('coaz-search', className)}
      role="search"
      method="get"
      action={action}
      onSubmit={submitWithScript}
    >
      {contents}
    </form>
  ) : (
    // biome-ignore lint/a11y/useSemanticElements: the search landmark on the box, which holds more than a form.
    <div className={cx('coaz-search', className)} role="search">
      {contents}
    </div>
  );
}
