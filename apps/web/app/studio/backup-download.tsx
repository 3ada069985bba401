import { useApiClient } from '@coaz/api-client/react';
import { Alert, Button } from '@coaz/ui-kit';
import { useState } from 'react';
import { saveDownload } from '../member/save-download';
import { busyButtonProps } from './busy-button-props';

/**
 * For admins: the whole database as one file, as the server's backup command writes it, so the
 * secretariat can keep a copy without a developer. Fetched with the admin's token (the server
 * lets no cookie in), then handed to the browser as a download.
 */
export function BackupDownload() {
  const client = useApiClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const download = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      saveDownload(await client.http.download('admin/backup', { service: 'content' }));
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="studio-collection" aria-labelledby="studio-backup">
      <h2 id="studio-backup">Backup</h2>
      <p>
        The file holds everything the site keeps, including every member’s particulars and password
        hashes: keep it only where no one else can open it, such as an encrypted drive, and delete
        old copies. Putting it back needs the restore command in the server’s README, run by a
        developer or whoever runs the server.
      </p>
      {failure ? (
        <Alert tone="error" title="The backup was not downloaded">
          {failure}
        </Alert>
      ) : null}
      <Button variant="secondary" {...busyButtonProps(busy, download)}>
        {busy ? 'Preparing the backup…' : 'Download a backup'}
      </Button>
    </section>
  );
}
