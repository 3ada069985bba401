/**
 * The file name the server suggests in `Content-Disposition` (`filename*` preferred, as it
 * carries non-ASCII names), else the last segment of the path, else `download`.
 */
export function fileNameFromResponse(response: Response, path: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (extended) {
    try {
      return safeName(decodeURIComponent(extended.trim()));
    } catch {
      // A badly encoded name: use the plain one below.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition)?.[1];
  if (plain) return safeName(plain.trim());
  const segment = path.split('?')[0]?.split('/').filter(Boolean).pop();
  return safeName(segment ?? '');
}

// A suggested name must never carry a folder: keep only the last part.
function safeName(name: string): string {
  const last = name.split(/[/\\]/).pop()?.trim() ?? '';
  return last === '' || last === '.' || last === '..' ? 'download' : last;
}
