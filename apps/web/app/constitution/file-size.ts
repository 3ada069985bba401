/**
 * A file's size as people read it on a download link: '2.7 MB', '340 kB', '900 bytes'. Decimal
 * units, as phones and operating systems show them, one decimal place under ten.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  const [value, unit] = bytes < 1_000_000 ? [bytes / 1000, 'kB'] : [bytes / 1_000_000, 'MB'];
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${unit}`;
}
