import { inflateSync } from 'node:zlib';

/**
 * The lines of text a pdf-lib document draws, in drawing order: its content streams inflated and
 * the hex strings shown with `Tj` decoded (pdf-lib writes the standard fonts' WinAnsi text so).
 * Enough for tests of the receipts this server draws, not a PDF reader.
 */
export function pdfTextLines(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf);
  const lines: string[] = [];
  let from = 0;
  for (;;) {
    const start = raw.indexOf('stream', from, 'latin1');
    if (start < 0) break;
    const bodyStart = raw[start + 6] === 0x0d ? start + 8 : start + 7;
    const end = raw.indexOf('endstream', bodyStart, 'latin1');
    if (end < 0) break;
    from = end + 9;
    let body: Buffer;
    try {
      body = inflateSync(raw.subarray(bodyStart, end));
    } catch {
      body = raw.subarray(bodyStart, end);
    }
    for (const match of body.toString('latin1').matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      lines.push(Buffer.from(match[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return lines;
}
