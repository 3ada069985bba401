import { useEffect, useState } from 'react';

/** A download handed to the browser, by the name it is saved under; a new object for each one. */
export interface HandedDownload {
  fileName: string;
}

/**
 * Long enough for a screen reader to have heard the region emptied before the words come back:
 * the same file downloaded twice is said twice.
 */
const SAY_AFTER_MS = 100;

/**
 * Says politely, "Downloaded receipt-R2026-000012.pdf", once a file is handed to the browser:
 * the button keeps the cursor and its words come back as they were, and a browser shows its own
 * download where a screen reader does not go, so nothing else said that the press had worked.
 * Hidden from sight, which the browser's own download shows; always drawn, as a region that
 * appears with its words in it is not read.
 */
export function DownloadNotice({ downloaded }: { downloaded: HandedDownload | undefined }) {
  const [said, setSaid] = useState('');
  useEffect(() => {
    setSaid('');
    if (!downloaded) return;
    const timer = setTimeout(() => setSaid(`Downloaded ${downloaded.fileName}`), SAY_AFTER_MS);
    return () => clearTimeout(timer);
  }, [downloaded]);
  return (
    <p role="status" className="coaz-visually-hidden">
      {said}
    </p>
  );
}
