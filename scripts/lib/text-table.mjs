/**
 * Lays rows out as a plain-text table with a header rule, numbers right-aligned, so a terminal,
 * a CI log and a Markdown file (it is valid Markdown too) all show it the same way.
 */
export function formatTable(headers, rows) {
  const cells = rows.map((row) => row.map((cell) => String(cell)));
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...cells.map((row) => row[column].length)),
  );
  const numeric = headers.map(
    (_, column) =>
      cells.length > 0 && cells.every((row) => /^[-\d.,\s]+[a-zA-Z%]*$|^-$/.test(row[column])),
  );
  const line = (row) =>
    `| ${row
      .map((cell, column) =>
        numeric[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join(' | ')} |`;
  const rule = `|${widths
    .map((width, column) => (numeric[column] ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2)))
    .join('|')}|`;
  return [line(headers), rule, ...cells.map(line)].join('\n');
}

/** Bytes as kilobytes (1 kB = 1000 bytes, as the budgets are written) with one decimal. */
export function kilobytes(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
