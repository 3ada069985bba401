import { ApiError } from '@coaz/api-client';
import type { MembershipDues } from '@coaz/api-client/membership';
import { Alert, Button, Spinner, TextField, Toast } from '@coaz/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { busySubmitProps } from '../studio/busy-button-props';
import { bigDuesChange, readDuesAmount } from './dues-amount';
import { focusField as focusFormField } from './form-problems';
import { formatKwacha } from './format-kwacha';
import { membershipKeys } from './use-membership';
import { useMembershipClient } from './use-membership-client';

/** The server's 400 names the field as `amount: …`; the rest is what to show beside it. */
function amountProblemFromServer(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  return error.message.replace(/^amount:\s*/, '');
}

/** A new amount waiting for the admin's yes: how far it moves from the current one. */
interface BigChange {
  amount: number;
  change: string;
}

/**
 * One membership type's subscription. A new amount more than double or less than half the
 * current one is asked about first, in words ("K300.00 to K3,000.00, more than double: save?"):
 * a slip saved at once is billed at every approval and renewal. The question takes the cursor;
 * "Yes" saves (the cursor on Save, as a save without the question leaves it), "No" or Escape
 * gives the cursor back to the field with what was typed kept; typing again drops the question.
 */
function DuesForm({
  dues,
  onSaved,
}: {
  dues: MembershipDues;
  onSaved: (saved: MembershipDues) => void;
}) {
  const membership = useMembershipClient();
  const [typed, setTyped] = useState(() => dues.amount.toFixed(2));
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [bigChange, setBigChange] = useState<BigChange>();
  const questionId = useId();
  const question = useRef<HTMLParagraphElement>(null);
  const fieldId = useId();
  const saveId = useId();
  const form = useRef<HTMLFormElement>(null);
  const fieldName = `dues-${dues.membershipType}`;
  const focusField = () => document.getElementById(fieldId)?.focus();
  // A refusal is shown before the cursor goes to the field, so that a field already holding it
  // (Enter pressed there) has its new error said (form-problems' focusField).
  const refuse = (message: string) => {
    flushSync(() => setProblem(message));
    focusFormField(form.current, fieldName);
  };

  useEffect(() => {
    if (bigChange) question.current?.focus();
  }, [bigChange]);

  const store = async (amount: number) => {
    setSaving(true);
    try {
      onSaved(await membership.admin.setDues(dues.membershipType, amount));
    } catch (error) {
      const fieldProblem = amountProblemFromServer(error);
      if (fieldProblem) refuse(fieldProblem);
      else setFailure((error as Error).message.replace(/^\w+: /, ''));
    } finally {
      setSaving(false);
    }
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setFailure(undefined);
    const reading = readDuesAmount(typed);
    if ('problem' in reading) {
      setBigChange(undefined);
      refuse(reading.problem);
      return;
    }
    setProblem(undefined);
    const change = bigDuesChange(dues.amount, reading.amount);
    if (change) {
      setBigChange({ amount: reading.amount, change });
      return;
    }
    await store(reading.amount);
  };

  const confirm = async () => {
    if (!bigChange || saving) return;
    const { amount } = bigChange;
    setBigChange(undefined);
    // Where a save without the question keeps it: on Save, which says "Saving…".
    document.getElementById(saveId)?.focus();
    await store(amount);
  };

  const keepEditing = () => {
    setBigChange(undefined);
    focusField();
  };

  const keepEditingOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') keepEditing();
  };

  return (
    <li>
      <form
        ref={form}
        className="member-form"
        onSubmit={save}
        noValidate
        aria-label={`Annual subscription of ${dues.name}`}
      >
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <TextField
          id={fieldId}
          label={`${dues.name} (Kwacha a year)`}
          name={fieldName}
          inputMode="decimal"
          hint={`Now ${formatKwacha(dues.amount)} a year.`}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            // The question was about the amount typed before.
            setBigChange(undefined);
          }}
          error={problem}
          required
        />
        <Button id={saveId} {...busySubmitProps(saving)}>
          {saving ? 'Saving…' : `Save ${dues.name}`}
        </Button>
        {bigChange ? (
          // Escape anywhere in the question answers No, as its button does.
          <section
            aria-label={`Confirm the new subscription of ${dues.name}`}
            aria-describedby={questionId}
            onKeyDown={keepEditingOnEscape}
          >
            <p id={questionId} ref={question} tabIndex={-1}>
              {formatKwacha(dues.amount)} to {formatKwacha(bigChange.amount)}, {bigChange.change}:
              save?
            </p>
            <div className="button-row">
              <Button onClick={confirm}>Yes, save {formatKwacha(bigChange.amount)}</Button>
              <Button variant="secondary" onClick={keepEditing}>
                No, change the amount
              </Button>
            </div>
          </section>
        ) : null}
      </form>
    </li>
  );
}

/**
 * The secretariat sets each membership type's annual subscription (admins only; the server refuses
 * anyone else). A new amount is what later bills use: first subscriptions on approval and renewals.
 */
export function MembershipDuesAdmin() {
  const membership = useMembershipClient();
  const queryClient = useQueryClient();
  const dues = useQuery({
    queryKey: membershipKeys.dues,
    queryFn: ({ signal }) => membership.dues({ signal }),
  });
  const [saved, setSaved] = useState<MembershipDues>();

  const onSaved = (entry: MembershipDues) => {
    setSaved(entry);
    queryClient.setQueryData<MembershipDues[]>(membershipKeys.dues, (items) =>
      items?.map((item) => (item.membershipType === entry.membershipType ? entry : item)),
    );
  };

  return (
    <section className="page-section" aria-labelledby="membership-dues">
      <h2 id="membership-dues">Annual subscriptions</h2>
      <p>
        What each membership type pays a year. A new amount applies to the bills made from now on
        (first subscriptions on approval, and renewals); bills already sent keep theirs.
      </p>
      {dues.isPending ? <Spinner label="Loading the subscriptions…" showLabel /> : null}
      {dues.isError ? <Alert tone="error">{dues.error.message}</Alert> : null}
      <ul className="member-todo">
        {(dues.data ?? []).map((entry) => (
          <DuesForm key={entry.membershipType} dues={entry} onSaved={onSaved} />
        ))}
      </ul>
      <Toast tone="success" open={saved !== undefined} onClose={() => setSaved(undefined)}>
        {saved ? `${saved.name} is now ${formatKwacha(saved.amount)} a year.` : null}
      </Toast>
    </section>
  );
}
