import type { PaymentRecord, RecordedPaymentMethod } from '@coaz/api-client/membership';
import { readDuesAmount } from './dues-amount';
import { formatKwacha } from './format-kwacha';

/** The ways of paying the secretariat records, as its form offers them, with what each reference is. */
export const RECORDED_PAYMENT_METHODS: readonly {
  id: RecordedPaymentMethod;
  label: string;
  reference: string;
  referenceHint: string;
}[] = [
  {
    id: 'BANK_TRANSFER',
    label: 'Bank transfer',
    reference: 'Bank reference',
    referenceHint: 'As on the bank statement, such as FT26338ZK4471.',
  },
  {
    id: 'CASH',
    label: 'Cash at the office',
    reference: 'Office receipt number',
    referenceHint: 'The number in the office receipt book.',
  },
  {
    id: 'CHEQUE',
    label: 'Cheque',
    reference: 'Cheque number',
    referenceHint: 'As printed on the cheque.',
  },
];

/** What the admin typed, as the form keeps it. */
export interface PaymentRecordDraft {
  method: RecordedPaymentMethod | '';
  amount: string;
  receivedOn: string;
  reference: string;
}

/** Each field's problem, by the field's name. */
export type PaymentRecordProblems = Partial<Record<keyof PaymentRecordDraft, string>>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function existingDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/**
 * Reads the secretariat's record of a fee paid by bank transfer, cash or cheque: the record to
 * send, or each field's problem. The amount must be the whole fee (`feeAmount`, Kwacha), as the
 * server requires; the date not after `today` (Lusaka, `YYYY-MM-DD`).
 */
export function readPaymentRecord(
  draft: PaymentRecordDraft,
  feeAmount: number,
  today: string,
): { record: PaymentRecord } | { problems: PaymentRecordProblems } {
  const problems: PaymentRecordProblems = {};
  if (draft.method === '') problems.method = 'Choose how the money came';
  const amount = readDuesAmount(draft.amount);
  if ('problem' in amount) {
    problems.amount = amount.problem.replace('The subscription', 'The amount');
  } else if (Math.round(amount.amount * 100) !== Math.round(feeAmount * 100)) {
    problems.amount = `This fee is ${formatKwacha(feeAmount)}; record the payment once the whole fee is received`;
  }
  if (draft.receivedOn.trim() === '') problems.receivedOn = 'Enter the day the money was received';
  else if (!existingDate(draft.receivedOn)) problems.receivedOn = 'Enter a date that exists';
  else if (draft.receivedOn > today) {
    problems.receivedOn = 'The money cannot have been received after today';
  }
  const reference = draft.reference.trim();
  if (reference.length < 2) problems.reference = 'Enter the reference, at least 2 characters';
  else if (reference.length > 80) problems.reference = 'Keep the reference to 80 characters';
  if (Object.keys(problems).length > 0 || draft.method === '' || 'problem' in amount) {
    return { problems };
  }
  return {
    record: {
      method: draft.method,
      amount: amount.amount,
      receivedOn: draft.receivedOn,
      reference,
    },
  };
}
