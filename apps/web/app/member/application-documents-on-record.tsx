import type { WireSchemas } from '@coaz/api-client';
import { Alert, Button } from '@coaz/ui-kit';
import { useId, useState } from 'react';
import { documentAddedLine } from './document-added-line';
import { documentKindName } from './document-kind-names';
import { DownloadNotice, type HandedDownload } from './download-notice';
import { saveDownload } from './save-download';
import { useMembershipClient } from './use-membership-client';

type ApplicationOnRecord = NonNullable<WireSchemas['MemberRecord']['application']>;

/** "Missing: practising licence.", the documents the application still needs. */
function missingLine(missing: readonly string[]): string {
  return `Missing: ${missing.map(documentKindName).join(', ')}.`;
}

/**
 * The documents of an application in a member's record, each downloaded by its own button as the
 * review of applications downloads them, and the documents it still lacks, named. `name` is the
 * member's, as the record's heading says it.
 */
export function ApplicationDocumentsOnRecord({
  application,
  name,
}: {
  application: ApplicationOnRecord;
  name: string;
}) {
  const membership = useMembershipClient();
  const [failure, setFailure] = useState<string>();
  const [downloaded, setDownloaded] = useState<HandedDownload>();
  const { documents, missingDocuments } = application;
  const documentsId = useId();
  const download = async (id: string) => {
    setFailure(undefined);
    try {
      const file = await membership.admin.downloadDocument(id);
      saveDownload(file);
      setDownloaded({ fileName: file.fileName });
    } catch (error) {
      setFailure((error as Error).message);
    }
  };
  return (
    <>
      {missingDocuments.length > 0 ? <p>{missingLine(missingDocuments)}</p> : null}
      {/* No list when there is nothing in it: "list, 0 items" told nothing. */}
      {documents.length > 0 ? (
        <ul className="member-todo">
          {documents.map((document) => (
            <li key={document.id}>
              {/* "Download", not "Read": the file is saved, and no page opens to read it in. */}
              <Button
                variant="secondary"
                aria-describedby={`${documentsId}-${document.id}`}
                onClick={() => download(document.id)}
              >
                Download the {documentKindName(document.kind)} of {name}
              </Button>{' '}
              <span id={`${documentsId}-${document.id}`}>
                {documentAddedLine(document.addedAt)}
              </span>
            </li>
          ))}
        </ul>
      ) : missingDocuments.length === 0 ? (
        <p>No documents added.</p>
      ) : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {/* Drawn with the documents, before any is downloaded: a live region is read only when its
          words change, not when it appears with them. */}
      {documents.length > 0 ? <DownloadNotice downloaded={downloaded} /> : null}
    </>
  );
}
