import { ApiError } from '@coaz/api-client';
import type { MembershipDues } from '@coaz/api-client/membership';
import { Alert, Button, Spinner, TextField, Toast } from '@coaz/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { busySubmitProps } from '../studio/busy-button-props';
import { readDuesAmount } from './dues-amount';
import { formatKwacha } from './format-kwacha';
import { membershipKeys } from './use-membership';
import { useMembershipClient } from './use-membership-client';

/** The server's 400 names the field as `amount: …`; the rest is what to show beside it. */
function amountProblemFromServer(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  return error.message.replace(/^amount:\s*/, '');
}

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

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setFailure(undefined);
    const reading = readDuesAmount(typed);
    if ('problem' in reading) {
      setProblem(reading.problem);
      return;
    }
    setProblem(undefined);
    setSaving(true);
    try {
      onSaved(await membership.admin.setDues(dues.membershipType, reading.amount));
    } catch (error) {
      const fieldProblem = amountProblemFromServer(error);
      if (fieldProblem) setProblem(fieldProblem);
      else setFailure((error as Error).message.replace(/^\w+: /, ''));
    } finally {
      setSaving(false);
    }
  };

  return (
    <li>
      <form
        className="member-form"
        onSubmit={save}
        noValidate
        aria-label={`Annual subscription of ${dues.name}`}
      >
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <TextField
          label={`${dues.name} (Kwacha a year)`}
          name={`dues-${dues.membershipType}`}
          inputMode="decimal"
          hint={`Now ${formatKwacha(dues.amount)} a year.`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={problem}
          required
        />
        <Button {...busySubmitProps(saving)}>{saving ? 'Saving…' : `Save ${dues.name}`}</Button>
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
