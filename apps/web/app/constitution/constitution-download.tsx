import { CONSTITUTION_PDF_PATH } from './constitution-types';
import { formatFileSize } from './file-size';

/** Props of {@link ConstitutionDownload}. */
export interface ConstitutionDownloadProps {
  /**
   * Whether the server has the signed document, when known: `/api/constitution` says so with
   * `source: 'pdf'`. Unknown (prerendered pages) offers the link.
   */
  available?: boolean;
  /** The PDF's size, when the server has said it: the link tells it before a phone spends it. */
  bytes?: number;
}

/** The link that downloads the constitution PDF from the server, or a note when it has none. */
export function ConstitutionDownload({ available, bytes }: ConstitutionDownloadProps) {
  if (available === false) {
    return (
      <span className="site-note">
        The signed constitution is not available for download at the moment; ask the secretariat for
        a copy.
      </span>
    );
  }
  return (
    <a
      href={CONSTITUTION_PDF_PATH}
      className="coaz-button coaz-button--primary"
      download="COAZ-Constitution.pdf"
    >
      Download the constitution (PDF{bytes ? `, ${formatFileSize(bytes)}` : ''})
    </a>
  );
}
