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
 * Then the words go, as the site's other spoken notices do (announce-field-error.ts, the
 * assistant's live region): reading the page line by line later met "Downloaded …" under the
 * list, out of its moment.
 */
const CLEAR_AFTER_MS = 7000;

/**
 * Says politely, "Downloaded receipt-R2026-000012.pdf", once a file is handed to the browser:
 * the button keeps the cursor and its words come back as they were, and a browser shows its own
 * download where a screen reader does not go, so nothing else said that the press had worked.
 * Hidden from sight, which the browser's own download shows; always drawn, as a region that
 * appears with its words in it is not read; emptied again a few seconds later.
 */
export function DownloadNotice({ downloaded }: { downloaded: HandedDownload | undefined }) {
  const [said, setSaid] = useState('');
  useEffect(() => {
    setSaid('');
    if (!downloaded) return;
    const say = setTimeout(() => setSaid(`Downloaded ${downloaded.fileName}`), SAY_AFTER_MS);
    const clear = setTimeout(() => setSaid(''), CLEAR_AFTER_MS);
    return () => {
      clearTimeout(say);
      clearTimeout(clear);
    };
  }, [downloaded]);
  return (
    <p role="status" className="coaz-visually-hidden">
      {said}
    </p>
  );
}
