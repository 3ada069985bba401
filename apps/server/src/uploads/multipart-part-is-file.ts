// HTTP token characters, less `*` (which marks an extended attribute such as `filename*`).
const NAME = "!#$%&'+\\-.^_`|~0-9A-Za-z";
// One attribute of a Content-Disposition value as undici's form parser reads it: an optional `;`
// (the parser goes on without one), then `name=` or `name*=` and a quoted, token or extended value.
const ATTRIBUTE = new RegExp(
  `;?[ \\t]*([${NAME}]+)(?:\\*=[ \\t]*[^ ;]*|=[ \\t]*(?:"[^"]*"|[${NAME}*]*))`,
  'y',
);
const DISPOSITION_TYPE = new RegExp(`[ \\t]*[${NAME}*]*`, 'y');

/**
 * Whether the form parser (`Request.formData()`, undici) takes a part with these `headers` (the
 * bytes from its delimiter to the blank line, read as latin1) for a file rather than a field: only
 * when the part's last `Content-Disposition` header has a `filename` or `filename*` attribute,
 * since each such header starts the part's name and file name afresh. A `filename=` anywhere else
 * (another header, inside the quoted name) leaves it a field, which the parser decodes whole, so
 * a count of parts that believed it a file would not hold it to a field's size.
 */
export function partIsFile(headers: string): boolean {
  let file = false;
  for (const line of headers.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).replace(/^[ \t]+|[ \t]+$/g, '');
    if (name.toLowerCase() !== 'content-disposition') continue;
    file = false;
    DISPOSITION_TYPE.lastIndex = colon + 1;
    DISPOSITION_TYPE.exec(line);
    ATTRIBUTE.lastIndex = DISPOSITION_TYPE.lastIndex;
    for (let match = ATTRIBUTE.exec(line); match; match = ATTRIBUTE.exec(line)) {
      if (match[1]?.toLowerCase() === 'filename') file = true;
    }
  }
  return file;
}
