import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cssRules } from '../test-support/css-rules';
import { Toast } from '../toast/toast';
import { Alert } from './alert';

const toneMarkCss = readFileSync(`${import.meta.dirname}/../styles/tone-mark.css`, 'utf8');

describe('Alert', () => {
  it('announces errors at once', async () => {
    const { container } = render(
      <Alert tone="error" title="Payment failed" action={<button type="button">Try again</button>}>
        Your card was declined.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(alert).toHaveClass('coaz-alert--error');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it.each([
    ['info', 'Information', 'i'],
    ['success', 'Success', '✓'],
    ['warning', 'Warning', '!'],
    ['error', 'Error', '✕'],
  ] as const)(
    'names its %s tone in words and shows it in the mark a Toast of that tone shows',
    (tone, word, glyph) => {
      const { container } = render(
        <>
          <Alert tone={tone} title="Your profile" />
          <Toast open onClose={vi.fn()} tone={tone}>
            Your profile
          </Toast>
        </>,
      );
      // A screen reader hears the tone before the title; the colours say nothing to it.
      expect(container.querySelector('.coaz-alert')).toHaveTextContent(`${word}: Your profile`);
      // The mark is hidden from screen readers, which get the word, and is the one Toast shows:
      // an error's cross, not the warning's '!'.
      const mark = container.querySelector('.coaz-alert__icon') as HTMLElement;
      expect(mark).toHaveAttribute('aria-hidden', 'true');
      const toastMark = container.querySelector('.coaz-toast__icon') as HTMLElement;
      expect(mark.classList.contains(`coaz-tone-mark--${tone}`)).toBe(true);
      expect(toastMark.classList.contains(`coaz-tone-mark--${tone}`)).toBe(true);
      const glyphRule = cssRules(toneMarkCss).find((rule) =>
        rule.selectors.includes(`.coaz-tone-mark--${tone}::before`),
      );
      expect(glyphRule?.declarations).toContain(`content: "${glyph}"`);
    },
  );

  it('names the tone in the words it is given', () => {
    render(<Alert tone="error" toneLabel="Cholakwika" title="Could not save" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Cholakwika: Could not save');
  });

  it('announces the other tones politely', () => {
    render(<Alert tone="success">Saved.</Alert>);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
  });

  // A success line that is also a field's description, or sits in a region that announces, was
  // read twice: once as a live region, once with the field or the region around it.
  it.each(['success', 'error'] as const)(
    'with live={false}, a %s message is no live region of its own',
    async (tone) => {
      const { container } = render(
        <div role="status">
          <Alert tone={tone} live={false}>
            Document added.
          </Alert>
        </div>,
      );
      expect(
        container.querySelectorAll('[aria-live], [role="status"], [role="alert"]'),
      ).toHaveLength(1);
      expect(screen.getByRole('status')).toHaveTextContent('Document added.');
      expect(container.querySelector('.coaz-alert')).toHaveClass(`coaz-alert--${tone}`);
      await expectNoAxeViolations(container);
    },
  );

  // jsdom lays nothing out, so this reads the stylesheet: at a phone's 200% text the mark's column
  // beside the message left a list in an alert some seven letters a line, breaking its words.
  it('puts the message under its mark when beside it would leave it less than 12em', () => {
    const css = readFileSync(`${import.meta.dirname}/alert.css`, 'utf8');
    const rule = (selector: string) =>
      cssRules(css).find((found) => found.selectors.includes(selector))?.declarations;
    expect(rule('.coaz-alert')).toMatch(/flex-wrap:\s*wrap;/);
    expect(rule('.coaz-alert__body')).toMatch(/flex:\s*1 1 12em;/);
  });
});
