import { useEffect, useState } from 'react';
import { CLEAR_AFTER_MS, SPEAK_AFTER_MS } from './spoken-notice-timing';

/** A download handed to the browser, by the name it is saved under; a new object for each one. */
export interface HandedDownload {
  fileName: string;
}

/**
 * Says politely, "Downloaded receipt-R2026-000012.pdf", once a file is handed to the browser:
 * the button keeps the cursor and its words come back as they were, and a browser shows its own
 * download where a screen reader does not go, so nothing else said that the press had worked.
 * Hidden from sight, which the browser's own download shows; always drawn, as a region that
 * appears with its words in it is not read; emptied again a few seconds later, since reading the
 * page line by line later met "Downloaded …" under the list, out of its moment. The same file
 * downloaded twice is said twice.
 */
export function DownloadNotice({ downloaded }: { downloaded: HandedDownload | undefined }) {
  const [said, setSaid] = useState('');
  useEffect(() => {
    setSaid('');
    if (!downloaded) return;
    const say = setTimeout(() => setSaid(`Downloaded ${downloaded.fileName}`), SPEAK_AFTER_MS);
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
