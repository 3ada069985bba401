import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderReceiptPdf } from './receipt-pdf';

/**
 * Where each line of text sits on the page and its size, from pdf-lib's content streams: every
 * `BT … ET` block places its first line with `Tm` and each further one `TL` lower (`T*`).
 */
function drawnLines(pdf: Uint8Array): { y: number; size: number; text: string }[] {
  const raw = Buffer.from(pdf);
  const lines: { y: number; size: number; text: string }[] = [];
  const start = raw.indexOf('stream', 0, 'latin1');
  const end = raw.indexOf('endstream', start, 'latin1');
  const body = inflateSync(raw.subarray(start + 7, end)).toString('latin1');
  for (const block of body.matchAll(/BT([\s\S]*?)ET/g)) {
    const text = block[1] ?? '';
    const size = Number(/ (\d+(?:\.\d+)?) Tf/.exec(text)?.[1]);
    const leading = Number(/(\d+(?:\.\d+)?) TL/.exec(text)?.[1] ?? 0);
    const top = Number(/1 0 0 1 [\d.]+ ([\d.]+) Tm/.exec(text)?.[1]);
    [...text.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].forEach((shown, index) => {
      const decoded = Buffer.from(shown[1] ?? '', 'hex').toString('latin1');
      lines.push({ y: top - index * leading, size, text: decoded });
    });
  }
  return lines;
}

describe('a receipt whose description is longer than a line', () => {
  it('wraps it and moves the rows below down, so no two lines of text overlap', async () => {
    // A receipt from before periods were recorded prints its description whole: the only place
    // its period is stated.
    const pdf = await renderReceiptPdf({
      receiptNumber: 'R2029-000007',
      issuedAt: new Date('2029-01-10T08:00:00+02:00'),
      memberName: 'Test Member',
      membershipNumber: 'COAZ-000007',
      description: 'Full Membership: annual subscription, 10 January 2029 to 9 January 2030',
      amountNgwee: 30_000,
      network: 'MTN',
      paymentId: '00000000-0000-4000-8000-000000000007',
      periodFrom: null,
      validUntil: null,
      sandbox: false,
    });
    const lines = drawnLines(pdf).sort((a, b) => b.y - a.y);
    expect(lines.map((line) => line.text).join(' ')).toContain(
      'Full Membership: annual subscription, 10 January 2029 to 9 January 2030',
    );
    for (let index = 1; index < lines.length; index += 1) {
      const above = lines[index - 1] as (typeof lines)[number];
      const below = lines[index] as (typeof lines)[number];
      // A line's baseline at least its own height below the one above it.
      expect(above.y - below.y, `"${above.text}" over "${below.text}"`).toBeGreaterThanOrEqual(
        below.size,
      );
    }
    // The description's second line sits a line's height under its first, nearer than the next
    // row's label is to it, so the two read as one value.
    const first = lines.findIndex((line) => line.text.startsWith('Full Membership'));
    const [start, rest, label] = lines.slice(first, first + 3) as [
      (typeof lines)[number],
      (typeof lines)[number],
      (typeof lines)[number],
    ];
    expect(label.text).toBe('Amount');
    expect(start.y - rest.y).toBeLessThanOrEqual(rest.size * 1.35);
    expect(start.y - rest.y).toBeLessThan(rest.y - label.y);
  });
});

describe('a receipt of a fee of a thousand Kwacha or more', () => {
  it('says the amount as the site asked for it, thousands grouped', async () => {
    const pdf = await renderReceiptPdf({
      receiptNumber: 'R2029-000008',
      issuedAt: new Date('2029-01-10T08:00:00+02:00'),
      memberName: 'Test Member',
      membershipNumber: 'COAZ-000008',
      description: 'Life Membership',
      amountNgwee: 125_050,
      network: 'AIRTEL',
      paymentId: '00000000-0000-4000-8000-000000000008',
      periodFrom: null,
      validUntil: null,
      sandbox: false,
    });
    expect(drawnLines(pdf).map((line) => line.text)).toContain('K1,250.50');
  });
});

describe('the references a receipt shows', () => {
  const base = {
    receiptNumber: 'R2029-000009',
    issuedAt: new Date('2029-01-10T08:00:00+02:00'),
    memberName: 'Test Member',
    membershipNumber: 'COAZ-000009',
    description: 'Full Membership',
    amountNgwee: 35_000,
    paymentId: 'e8586c00-0000-4000-8000-000000000009',
    periodFrom: null,
    validUntil: null,
    sandbox: false,
  };

  it('for a payment recorded at the office: its office receipt number only, no internal id', async () => {
    const texts = drawnLines(
      await renderReceiptPdf({
        ...base,
        network: 'CASH',
        received: { on: '2029-01-09', reference: 'OR-0042' },
      }),
    ).map((line) => line.text);
    expect(texts).toContain('Office receipt number');
    expect(texts).toContain('OR-0042');
    expect(texts).not.toContain('Payment reference');
    expect(texts.join(' ')).not.toContain('e8586c00');
  });

  it('for mobile money: the payment reference the network was sent', async () => {
    const texts = drawnLines(await renderReceiptPdf({ ...base, network: 'MTN' })).map(
      (line) => line.text,
    );
    expect(texts).toContain('Payment reference');
    expect(texts).toContain(base.paymentId);
  });
});

/** The value under each row's label, its wrapped lines joined again. */
function rowValues(pdf: Uint8Array): Map<string, string> {
  const lines = drawnLines(pdf);
  const rows = new Map<string, string>();
  let label: string | null = null;
  for (const line of lines) {
    // Labels are drawn at 9 points, values at 11.
    if (line.size === 9) {
      label = line.text;
      rows.set(label, '');
    } else if (label !== null && line.size === 11) {
      rows.set(label, `${rows.get(label)} ${line.text}`.trim());
    } else {
      label = null;
    }
  }
  return rows;
}

describe('what a receipt says was paid for, and for when', () => {
  const paidYear = {
    receiptNumber: 'R2026-000012',
    // A renewal paid before the year ended: its new year starts the day after.
    issuedAt: new Date('2026-11-20T09:30:00+02:00'),
    memberName: 'Sample Renewing Member',
    membershipNumber: 'COAZ-000012',
    amountNgwee: 30_000,
    network: 'MTN',
    paymentId: '00000000-0000-4000-8000-000000000012',
    periodFrom: '2026-12-07',
    validUntil: '2027-12-06',
    sandbox: false,
  };

  it('names the subscription in "For" and its period once, in "Period paid for"', async () => {
    const pdf = await renderReceiptPdf({
      ...paidYear,
      description: 'Full Membership: annual subscription, 7 December 2026 to 6 December 2027',
    });
    const rows = rowValues(pdf);
    expect(rows.get('For')).toBe('Full Membership: annual subscription');
    expect(rows.get('Period paid for')).toBe('7 December 2026 to 6 December 2027');
    // The period's end is the membership's last valid day: said once, not again in its own row.
    expect(rows.has('Paid year runs to')).toBe(false);
    const text = drawnLines(pdf)
      .map((line) => line.text)
      .join(' ');
    expect(text.split('6 December 2027')).toHaveLength(2);
    expect(text.split('7 December 2026')).toHaveLength(2);
  });

  it('keeps "first" of a first year’s subscription', async () => {
    const rows = rowValues(
      await renderReceiptPdf({
        ...paidYear,
        description:
          'Student Membership: first annual subscription, 7 December 2026 to 6 December 2027',
      }),
    );
    expect(rows.get('For')).toBe('Student Membership: first annual subscription');
    expect(rows.get('Period paid for')).toBe('7 December 2026 to 6 December 2027');
  });

  it('prints a fee that is no subscription as it was billed', async () => {
    const rows = rowValues(
      await renderReceiptPdf({ ...paidYear, description: 'Conference registration' }),
    );
    expect(rows.get('For')).toBe('Conference registration');
    expect(rows.get('Period paid for')).toBe('7 December 2026 to 6 December 2027');
  });

  it('on a receipt from before periods were recorded, prints the description whole and no period rows', async () => {
    const rows = rowValues(
      await renderReceiptPdf({
        ...paidYear,
        description: 'Full Membership: annual subscription from 10 January 2025',
        periodFrom: null,
        validUntil: null,
      }),
    );
    expect(rows.get('For')).toBe('Full Membership: annual subscription from 10 January 2025');
    expect(rows.has('Period paid for')).toBe(false);
    expect(rows.has('Paid year runs to')).toBe(false);
  });

  it('says to when the paid year runs when only its end is known (a receipt from before periods)', async () => {
    const rows = rowValues(
      await renderReceiptPdf({
        ...paidYear,
        description: 'Full Membership: annual subscription',
        periodFrom: null,
      }),
    );
    expect(rows.get('For')).toBe('Full Membership: annual subscription');
    expect(rows.has('Period paid for')).toBe(false);
    expect(rows.get('Paid year runs to')).toBe('6 December 2027');
  });
});
