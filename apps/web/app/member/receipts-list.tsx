import { Alert, Button, Spinner } from '@coaz/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../dates/format-date';
import { DownloadNotice, type HandedDownload } from './download-notice';
import { formatKwacha } from './format-kwacha';
import { saveDownload } from './save-download';
import { membershipKeys } from './use-membership';
import { useMembershipClient } from './use-membership-client';

/** Props of {@link ReceiptsList}. */
export interface ReceiptsListProps {
  /**
   * Show the section only once it holds a receipt (or its reading failed): nothing while it loads,
   * nothing when there are none. For an account that holds no membership.
   * @default false
   */
  onlyWithEntries?: boolean;
}

/** The member's receipts, newest first, each downloadable as a PDF. */
export function ReceiptsList({ onlyWithEntries = false }: ReceiptsListProps) {
  const membership = useMembershipClient();
  const receipts = useQuery({
    queryKey: membershipKeys.receipts,
    queryFn: ({ signal }) => membership.receipts({ signal }),
  });
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState<number>();
  const [downloaded, setDownloaded] = useState<HandedDownload>();
  const download = async (id: number) => {
    // Pressed again while it downloads: the one download is enough.
    if (busy === id) return;
    setFailure(undefined);
    setBusy(id);
    try {
      const file = await membership.downloadReceipt(id);
      saveDownload(file);
      setDownloaded({ fileName: file.fileName });
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(undefined);
    }
  };
  if (onlyWithEntries && !receipts.isError && !receipts.data?.length) return null;
  return (
    <section className="page-section" aria-labelledby="member-receipts">
      <h2 id="member-receipts">Receipts</h2>
      {/* Said while it loads, as the other sections do: on slow data the heading stood alone. */}
      {receipts.isPending ? <Spinner label="Loading your receipts…" showLabel /> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <DownloadNotice downloaded={downloaded} />
      {receipts.isError ? <Alert tone="error">{receipts.error.message}</Alert> : null}
      {receipts.data?.length === 0 ? <p>No payments yet.</p> : null}
      {receipts.data && receipts.data.length > 0 ? (
        <ul className="member-todo">
          {receipts.data.map((receipt) => (
            <li key={receipt.id}>
              {/* The amount in the site's one way (K1,250.00, as /join and the payment page
                  show it), and the receipt number whole: on a phone it broke at its dash. */}
              {formatDate(receipt.issuedAt)}: {receipt.description}, {formatKwacha(receipt.amount)}{' '}
              (receipt <span className="member-number">{receipt.receiptNumber}</span>){' '}
              {/* Not disabled while it downloads: a disabled button lets go of the cursor, which
                  a keyboard or screen-reader user then finds at the top of the page. */}
              <Button
                variant="secondary"
                aria-disabled={busy === receipt.id ? true : undefined}
                onClick={() => download(receipt.id)}
              >
                {/* One box for the words: the button lays out each child apart. */}
                <span>
                  {busy === receipt.id ? 'Downloading receipt ' : 'Download receipt '}
                  <span className="member-number">{receipt.receiptNumber}</span>
                  {busy === receipt.id ? '…' : ' (PDF)'}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
