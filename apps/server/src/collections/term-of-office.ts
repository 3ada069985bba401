/** Two years joined by a hyphen, an en or em dash, or "to", with or without spaces. */
const TWO_YEARS = /^(\d{4})\s*(?:-|–|—|\bto\b)\s*(\d{4})$/i;

/**
 * A person's tenure in the one way the site writes a term of office, "2021 to 2025" (as the
 * national executive's own `EXECUTIVE_TENURE` in content-data, and the studio's hint, "Such as
 * 2021 to 2025"): editors type "2021-2025" or paste "2021 – 2025" from a letter, and the people
 * pages set those beside the executive's term. Only a term given by its two years is rewritten;
 * any other wording ("Since 2019") is the editor's and stays as written.
 */
export function termOfOffice(tenure: string): string {
  const years = TWO_YEARS.exec(tenure);
  return years ? `${years[1]} to ${years[2]}` : tenure;
}

/**
 * Whether a term given by its two years ends before it starts ("2026 to 2022"): a slip of the
 * keyboard the people pages would show as written, beside the executive's own term.
 */
export function termRunsBackwards(tenure: string): boolean {
  const years = TWO_YEARS.exec(tenure);
  return years !== null && Number(years[2]) < Number(years[1]);
}
