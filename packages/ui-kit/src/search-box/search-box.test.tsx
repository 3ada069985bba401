import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { SearchBox, type SearchResult } from './search-box';

const results: SearchResult[] = [
  { id: 'membership', title: 'Membership', description: 'Join the association' },
  { id: 'events', title: 'Events' },
  { id: 'news', title: 'News' },
];

/** A box whose search finds nothing for "c" and "con", as the header's did while "cons" was typed. */
function TypedBox() {
  const [query, setQuery] = useState('');
  const found = query === 'con' || query === 'c' ? [] : results;
  return (
    <SearchBox
      label="Search"
      query={query}
      onQueryChange={setQuery}
      results={found}
      onSelect={() => {}}
      emptyText="No pages match"
    />
  );
}

describe('SearchBox', () => {
  it('moves through the results with the arrow keys and chooses one with Enter', async () => {
    const onSelect = vi.fn();
    const onQueryChange = vi.fn();
    const { container } = render(
      <SearchBox
        label="Search the site"
        results={results}
        onSelect={onSelect}
        onQueryChange={onQueryChange}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Search the site' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 'me');
    expect(onQueryChange).toHaveBeenLastCalledWith('me');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await expectNoAxeViolations(container);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const events = screen.getByRole('option', { name: 'Events' });
    expect(events).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', events.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: 'News' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(results[2]);
    expect(input).toHaveValue('News');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape, clears with a second Escape, and submits the text without a highlight', async () => {
    const onSubmit = vi.fn();
    render(<SearchBox label="Search" results={results} onSelect={vi.fn()} onSubmit={onSubmit} />);
    const input = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.type(input, 'nurse');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('nurse');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveValue('nurse');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('chooses a result with a click', async () => {
    const onSelect = vi.fn();
    render(<SearchBox label="Search" results={results} onSelect={onSelect} />);
    await userEvent.type(screen.getByRole('combobox'), 'e');
    await userEvent.click(screen.getByRole('option', { name: /Membership/ }));
    expect(onSelect).toHaveBeenCalledWith(results[0]);
  });

  it('says when it is loading, found nothing, or failed', async () => {
    const { rerender } = render(
      <SearchBox label="Search" results={[]} onSelect={vi.fn()} loading />,
    );
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'x');
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    rerender(<SearchBox label="Search" results={[]} onSelect={vi.fn()} />);
    expect(screen.getByText('No results')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).toBeNull();
    rerender(
      <SearchBox label="Search" results={results} onSelect={vi.fn()} error="Search failed" />,
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Search failed');
  });

  it('tells a screen reader politely how many suggestions it shows, once typing pauses', async () => {
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { container, rerender } = render(
      <SearchBox label="Search" results={results} onSelect={vi.fn()} />,
    );
    const input = screen.getByRole('combobox');
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toHaveTextContent('');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'e' } });
    // Seen and described at once; spoken only after the pause.
    expect(input).toHaveAccessibleDescription('3 suggestions');
    expect(region).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(700));
    expect(region).toHaveTextContent('3 suggestions');
    // Spoken only: the list itself shows the suggestions.
    expect(region).toHaveClass('coaz-visually-hidden');
    rerender(<SearchBox label="Search" results={results.slice(0, 1)} onSelect={vi.fn()} />);
    act(() => vi.advanceTimersByTime(700));
    expect(region).toHaveTextContent('1 suggestion');
    rerender(
      <SearchBox
        label="Search"
        results={results}
        onSelect={vi.fn()}
        countText={(count) => `${count} pages found`}
      />,
    );
    act(() => vi.advanceTimersByTime(700));
    expect(region).toHaveTextContent('3 pages found');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(region).toHaveTextContent('');
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });

  it('says nothing while a word is typed faster than the pause, then what the last text found', async () => {
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { container } = render(<TypedBox />);
    const region = container.querySelector('[aria-live="polite"]');
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    for (const typed of ['c', 'co', 'con', 'cons']) {
      fireEvent.change(input, { target: { value: typed } });
      act(() => vi.advanceTimersByTime(200));
      expect(region).toHaveTextContent('');
    }
    // The list and the seen status follow every keystroke.
    expect(screen.getAllByRole('option')).toHaveLength(3);
    act(() => vi.advanceTimersByTime(500));
    expect(region).toHaveTextContent('3 suggestions');
    expect(region?.textContent).not.toContain('No pages match');
    fireEvent.change(input, { target: { value: 'con' } });
    expect(screen.getByText('No pages match')).toBeVisible();
    expect(region).toHaveTextContent('3 suggestions');
    act(() => vi.advanceTimersByTime(700));
    expect(region).toHaveTextContent('No pages match');
  });

  it('is a plain GET form to its results page when given one, so it searches without script', async () => {
    // What the server sends: before the page's script runs (or with scripting off) the browser
    // sends the typed text itself.
    document.body.innerHTML = renderToString(
      <SearchBox
        label="Search the site"
        results={[]}
        onSelect={() => {}}
        action="/search"
        name="q"
      />,
    );
    const form = screen.getByRole('search');
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
    const input = screen.getByRole('combobox', { name: 'Search the site' });
    expect(input).toHaveAttribute('name', 'q');
    input.setAttribute('value', 'fees');
    expect(new URLSearchParams(new FormData(form as HTMLFormElement) as never).toString()).toBe(
      'q=fees',
    );
    await expectNoAxeViolations(document.body);
    document.body.innerHTML = '';
  });

  it('lets the form send the text itself when nothing answers Enter in script', async () => {
    render(
      <SearchBox
        label="Search the site"
        results={[]}
        onSelect={() => {}}
        action="/search"
        name="q"
      />,
    );
    const sent: boolean[] = [];
    // Recorded, then stopped: jsdom cannot navigate.
    screen.getByRole('search').addEventListener('submit', (event) => {
      sent.push(!event.defaultPrevented);
      event.preventDefault();
    });
    await userEvent.type(screen.getByRole('combobox'), 'fees{Enter}');
    expect(sent).toEqual([true]);
  });

  it('answers the form in script once it runs, however it is submitted', async () => {
    const onSubmit = vi.fn();
    render(
      <SearchBox
        label="Search the site"
        results={[]}
        onSelect={() => {}}
        onSubmit={onSubmit}
        action="/search"
        name="q"
      />,
    );
    const form = screen.getByRole('search') as HTMLFormElement;
    const sent: boolean[] = [];
    // On the document, so it hears the submit after React's handler has.
    const record = (event: Event) => sent.push(!event.defaultPrevented);
    document.addEventListener('submit', record);
    await userEvent.type(screen.getByRole('combobox'), 'fees{Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith('fees');
    form.requestSubmit();
    document.removeEventListener('submit', record);
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(sent).toEqual([false]);
  });
});
