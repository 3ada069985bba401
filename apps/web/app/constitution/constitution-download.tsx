import { useQuery } from '@tanstack/react-query';
import { CONSTITUTION_PDF_PATH } from './constitution-types';

/**
 * The link that downloads the constitution PDF from the server. The server offers it only when a
 * document is configured, so once the page runs it asks first and, when there is none, says so
 * instead of offering a download that would fail.
 */
export function ConstitutionDownload({ secondary = false }: { secondary?: boolean }) {
  const available = useQuery({
    queryKey: ['coaz', 'constitution-document'],
    queryFn: async ({ signal }) => {
      const response = await fetch(CONSTITUTION_PDF_PATH, { method: 'HEAD', signal });
      return response.ok;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (available.data === false) {
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
      className={secondary ? 'site-button site-button--secondary' : 'site-button'}
      download="COAZ-Constitution.pdf"
    >
      Download the constitution (PDF)
    </a>
  );
}
