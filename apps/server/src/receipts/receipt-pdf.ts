import { ASSOCIATION_NAME } from '@coaz/content-data';
import { degrees, PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import { lusakaDate } from '../clock/lusaka-date';
import { readableDate } from '../membership/lusaka-date';
import { subscriptionWithoutPeriod } from '../membership/subscription-period';
import { kwachaText } from '../payments/kwacha-text';
import { NETWORK_PAYMENT_NAMES } from '../payments/network-payment-names';
import {
  PAYMENT_METHOD_NAMES,
  PAYMENT_REFERENCE_NAMES,
  type RecordedPaymentMethod,
} from '../payments/payment-method';

/** What a receipt shows. */
export interface ReceiptDetails {
  /** Such as `R2026-000042`. */
  receiptNumber: string;
  /** When the payment was confirmed. */
  issuedAt: Date;
  /** The member's full name. */
  memberName: string;
  /** Such as `COAZ-000017`, or null. */
  membershipNumber: string | null;
  /** What was paid for. */
  description: string;
  /** Amount in ngwee. */
  amountNgwee: number;
  /** MTN, AIRTEL or ZAMTEL; or BANK_TRANSFER, CASH or CHEQUE for a payment the secretariat recorded. */
  network: string;
  /**
   * A payment the secretariat recorded: the day the money arrived and the bank's, cheque's or
   * office receipt book's reference; absent for mobile money.
   */
  received?: { on: string; reference: string };
  /** Our payment id, for the secretariat's reconciliation; shown for mobile money only. */
  paymentId: string;
  /** The first day of the membership this payment paid for, or null (older receipts). */
  periodFrom: string | null;
  /** The last day the membership is valid after this payment, or null (older receipts). */
  validUntil: string | null;
  /** True when the payment went through the sandbox provider: no money moved. */
  sandbox: boolean;
}

/** The title of a receipt for a payment that moved no money. */
export const SANDBOX_RECEIPT_TITLE = 'SANDBOX receipt - no money moved';

const NETWORK_NAMES: Record<string, string> = {
  ...NETWORK_PAYMENT_NAMES,
  ...PAYMENT_METHOD_NAMES,
};

// The standard PDF fonts only know WinAnsi; anything else would make pdf-lib throw.
const printable = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

/** `text` broken at spaces into lines no wider than `maxWidth` (a longer word keeps its line). */
function wrapped(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, size) > maxWidth) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  lines.push(current);
  return lines;
}

/**
 * The rows saying what was paid for and for when, each fact once, as a member reads them on a
 * phone, the period right under what bought it:
 * - "For": what was paid for. A subscription's stored description restates its period ("Full
 *   Membership: annual subscription, 7 December 2026 to 6 December 2027"), as the dashboard's
 *   receipts list shows it, with no other row; here the period has a row of its own, so "For"
 *   drops it ("Full Membership: annual subscription"). The stored text is left as it is: only
 *   this rendering shortens it, so every receipt already issued prints so too.
 * - "Period paid for": first to last day of the year bought.
 * - "Paid year runs to": only when the receipt knows the last day and not the first; with a
 *   period its end is that same day, and a third statement of it was one too many. It said
 *   "Membership valid until", which read as the end of good standing, a grace period earlier than
 *   the card and /verify give it.
 * A receipt from before periods were recorded (migration 0006) has neither day: its description
 * is the only statement of the period and prints whole.
 */
function paidForRows(
  receipt: Pick<ReceiptDetails, 'description' | 'periodFrom' | 'validUntil'>,
): [string, string][] {
  const { description, periodFrom, validUntil } = receipt;
  if (periodFrom && validUntil) {
    return [
      ['For', subscriptionWithoutPeriod(description) ?? description],
      ['Period paid for', `${readableDate(periodFrom)} to ${readableDate(validUntil)}`],
    ];
  }
  const rows: [string, string][] = [['For', description]];
  if (validUntil) rows.push(['Paid year runs to', readableDate(validUntil)]);
  return rows;
}

/**
 * A one-page A5 PDF receipt, drawn with pdf-lib's standard fonts (nothing to embed). A sandbox
 * payment's says SANDBOX in its title, its first and last lines and across the page.
 */
export async function renderReceiptPdf(receipt: ReceiptDetails): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${receipt.sandbox ? 'SANDBOX receipt' : 'Receipt'} ${receipt.receiptNumber}`);
  pdf.setAuthor(ASSOCIATION_NAME);
  pdf.setCreationDate(receipt.issuedAt);
  pdf.setModificationDate(receipt.issuedAt);
  const page = pdf.addPage([419.53, 595.28]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const green = rgb(0.05, 0.4, 0.25);
  let y = 550;
  // Wrapped here, one drawn line at a time, so a long value (a period paid for) moves the rows
  // below it down instead of running over them.
  // A value's further lines sit close under its first (a line's height apart), so a wrapped value
  // reads as one: at the rows' spacing its second line ("December 2027") stood as far below as the
  // next row's label and read, on a phone's screen, as a row of its own.
  const line = (text: string, size = 11, font = regular, color = rgb(0.1, 0.1, 0.1)) => {
    const parts = wrapped(printable(text), font, size, 340);
    parts.forEach((part, index) => {
      page.drawText(part, { x: 40, y, size, font, color });
      y -= index < parts.length - 1 ? Math.round(size * 1.3) : size + 9;
    });
  };
  const red = rgb(0.75, 0.1, 0.1);
  if (receipt.sandbox) {
    // Across the page under the text, so no cropped copy of a demo receipt passes for a real one.
    page.drawText('SANDBOX', {
      x: 70,
      y: 150,
      size: 90,
      font: bold,
      color: red,
      opacity: 0.15,
      rotate: degrees(50),
    });
  }
  line(ASSOCIATION_NAME, 13, bold, green);
  if (receipt.sandbox) {
    line(SANDBOX_RECEIPT_TITLE, 18, bold, red);
    line('A demonstration: not a receipt for any payment to the association.', 10, regular, red);
  } else {
    line('Official receipt', 18, bold);
  }
  y -= 8;
  const rows: [string, string][] = [
    ['Receipt number', receipt.receiptNumber],
    ['Date', readableDate(lusakaDate(receipt.issuedAt))],
    ['Received from', receipt.memberName],
    ['Membership number', receipt.membershipNumber ?? 'to be assigned'],
    ...paidForRows(receipt),
    ['Amount', kwachaText(receipt.amountNgwee)],
    ['Paid by', NETWORK_NAMES[receipt.network] ?? receipt.network],
  ];
  // Mobile money: our payment id, which the request to the network carried (MTN's `externalId`),
  // so the secretariat finds the payment in the network's portal when a member brings their
  // MoMo message. A payment the secretariat recorded shows only the reference the member holds
  // (the office receipt number, the bank's or the cheque's): the id above it read as a second,
  // unexplained number.
  if (!receipt.received) rows.push(['Payment reference', receipt.paymentId]);
  if (receipt.received) {
    const method = receipt.network as RecordedPaymentMethod;
    rows.push(['Received on', readableDate(receipt.received.on)]);
    rows.push([PAYMENT_REFERENCE_NAMES[method] ?? 'Reference', receipt.received.reference]);
  }
  for (const [label, value] of rows) {
    page.drawText(printable(label), {
      x: 40,
      y,
      size: 9,
      font: regular,
      color: rgb(0.35, 0.35, 0.35),
    });
    y -= 13;
    line(value, 11, bold);
    y -= 2;
  }
  y -= 10;
  if (receipt.sandbox)
    line('SANDBOX: no money moved; this is not an official receipt.', 10, bold, red);
  else line('Thank you. Keep this receipt for your records.', 10);
  return pdf.save();
}
