import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders, testApiClient } from '../test-support/render-route';
import { type ScriptedServer, startScriptedServer } from '../test-support/scripted-server';
import { ReceiptsList } from './receipts-list';

const RECEIPT = {
  id: 12,
  receiptNumber: 'R2026-000012',
  issuedAt: '2026-11-28T08:00:00.000Z',
  description: 'Full Membership: annual subscription',
  amount: 300,
  currency: 'ZMW',
  network: 'MTN',
};

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ReceiptsList', () => {
  it('keeps the cursor on a receipt’s button while it downloads, and downloads it once', async () => {
    let release = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    server = await startScriptedServer(async ({ path }) => {
      if (path === '/coaz/api/receipts') return { status: 200, body: { items: [RECEIPT] } };
      if (path === '/coaz/api/receipts/12.pdf') {
        await slow;
        return { status: 200, body: 'PDF' };
      }
      return undefined;
    });
    // Spies, not assignments: the afterEach gives later test files in the worker the real ones.
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const { container } = render(
      <TestProviders client={testApiClient(server.url)}>
        <ReceiptsList />
      </TestProviders>,
    );
    const button = await screen.findByRole('button', {
      name: 'Download receipt R2026-000012 (PDF)',
    });
    await userEvent.click(button);
    // On a slow connection: the press is taken, and the cursor stays where the member is.
    expect(button).toHaveAccessibleName('Downloading receipt R2026-000012…');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await expectNoAxeViolations(container);
    await userEvent.click(button);
    release();
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(button).toHaveAccessibleName('Download receipt R2026-000012 (PDF)');
    expect(button).toHaveFocus();
    expect(server.requests.filter((request) => request.path.endsWith('.pdf'))).toHaveLength(1);
    // The button's words come back as they were: the status says the press worked.
    const status = screen.getByRole('status');
    await vi.waitFor(() => expect(status.textContent).toMatch(/^Downloaded \S+\.pdf$/));
    const first = status.textContent;
    // Said again for a second download of the same file: emptied, then the words again.
    const said: string[] = [];
    const heard = new MutationObserver(() => said.push(status.textContent ?? ''));
    heard.observe(status, { childList: true, characterData: true, subtree: true });
    await userEvent.click(button);
    await vi.waitFor(() => expect(said.filter(Boolean)).toEqual([first]));
    heard.disconnect();
    expect(said[0]).toBe('');
    await expectNoAxeViolations(container);
  });

  it('says the amount as the rest of the site does and keeps each receipt number whole', async () => {
    const lifeFee = { ...RECEIPT, description: 'Life Membership', amount: 1250 };
    server = await startScriptedServer(({ path }) =>
      path === '/coaz/api/receipts' ? { status: 200, body: { items: [lifeFee] } } : undefined,
    );
    render(
      <TestProviders client={testApiClient(server.url)}>
        <ReceiptsList />
      </TestProviders>,
    );
    const button = await screen.findByRole('button', {
      name: 'Download receipt R2026-000012 (PDF)',
    });
    const line = button.closest('li');
    expect(line).toHaveTextContent('Life Membership, K1,250.00 (receipt R2026-000012)');
    // In the line and on the button, the number is a box of its own that a phone does not break at
    // its dash (member-portal.css, `.member-number`).
    for (const number of screen.getAllByText('R2026-000012')) {
      expect(number).toHaveClass('member-number');
    }
    expect(screen.getAllByText('R2026-000012')).toHaveLength(2);
  });
});
