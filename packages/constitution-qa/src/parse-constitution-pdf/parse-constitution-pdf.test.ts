import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConstitutionDocument } from '../constitution-document/constitution-document';
import { readConstitutionPdf } from '../test-support/shared-constitution';
import { parseConstitutionPdf } from './parse-constitution-pdf';

describe('parseConstitutionPdf on the real COAZ constitution', () => {
  let constitution: ConstitutionDocument;

  beforeAll(async () => {
    constitution = await parseConstitutionPdf(readConstitutionPdf());
  });

  it('reads every Article heading once, the repeated number 61 twice, none from the contents', () => {
    expect(constitution.articles).toHaveLength(220);
    expect(
      constitution.articles.filter((article) => article.number === 61).map((a) => a.title),
    ).toEqual(['Tenure of Office', 'Principles of legislative authority']);
    // The contents pages (2-10) hold only entries; no Article may start there.
    expect(constitution.articles.every((article) => (article.pageStart ?? 0) >= 12)).toBe(true);
    expect(constitution.articles.some((article) => /\.{3}/.test(article.title))).toBe(false);
  });

  it('keeps numbers as printed where they skip', () => {
    const numbers = constitution.articles.map((article) => article.number);
    expect(numbers).toContain(175);
    expect(numbers).toContain(198);
    expect(numbers.slice(numbers.indexOf(175), numbers.indexOf(175) + 2)).toEqual([175, 198]);
  });

  it('joins headings wrapped over two lines', () => {
    const byNumber = (number: number) =>
      constitution.articles.find((article) => article.number === number);
    expect(byNumber(23)?.title).toBe(
      'Protection from Discrimination on the Ground of professional category, Race, Religion, or ethnicity',
    );
    expect(byNumber(31)?.title).toBe(
      'Declaration of Threat to Member Welfare or Professional Integrity',
    );
    expect(byNumber(153)?.title).toBe(
      'Election of District, Sub-District and branch Representatives, composition and tenure',
    );
    expect(byNumber(153)?.text).toBe('Shall be prescribed by the National executive');
  });

  it('gives page spans and clauses', () => {
    const article40 = constitution.articles.find((article) => article.number === 40);
    expect(article40).toMatchObject({
      title: 'Renunciation and Termination of Membership',
      partNumber: 'IV',
      pageStart: 44,
      pageEnd: 45,
      anchor: 'article-40',
    });
    expect(article40?.clauses.map((clause) => clause.label)).toEqual(['1', '2', '3', '4', '5']);
    const repeated = constitution.articles.filter((article) => article.number === 61);
    expect(repeated.map((article) => article.anchor)).toEqual(['article-61', 'article-61-2']);
  });

  it('keeps headings that have no body as empty Articles', () => {
    const borrowing = constitution.articles.find((article) => article.number === 207);
    expect(borrowing).toMatchObject({
      title: 'Borrowing and lending by the Association',
      text: '',
      clauses: [],
    });
  });

  it('reads the Parts, a repeated Part number included', () => {
    expect(constitution.parts[3]).toMatchObject({ number: 'IV', title: 'MEMBERSHIP' });
    expect(constitution.parts[3]?.articleNumbers).toEqual([
      33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44,
    ]);
    expect(
      constitution.parts.filter((part) => part.number === 'XX').map((part) => part.title),
    ).toEqual(['THE ELECTORAL COMMISSION', 'GENERAL PROVISIONS']);
  });

  it('mends words split at line ends and keeps real compounds', () => {
    const text = constitution.articles.map((article) => article.text).join('\n');
    expect(text).toContain('re-elected');
    expect(text).not.toMatch(/[a-z]- [a-z]/);
  });

  // A plain-JavaScript caller passing the file's path got pdf.js's "The PDF file is empty".
  it('rejects a path or other value that is not bytes with a TypeError saying to read the file', async () => {
    const read =
      "read the file first, as in parseConstitutionPdf(new Uint8Array(await readFile('constitution.pdf'))) with readFile from node:fs/promises.";
    await expect(
      parseConstitutionPdf('/srv/COAZ_CONSTITUTION_2025.pdf' as unknown as Uint8Array),
    ).rejects.toThrow(
      new TypeError(
        `parseConstitutionPdf takes the PDF file's bytes (a Uint8Array or an ArrayBuffer), not a string such as a path: ${read}`,
      ),
    );
    await expect(parseConstitutionPdf(undefined as unknown as Uint8Array)).rejects.toThrow(
      new TypeError(
        `parseConstitutionPdf takes the PDF file's bytes (a Uint8Array or an ArrayBuffer), not undefined: ${read}`,
      ),
    );
  });

  it('reads an ArrayBuffer as well, leaving it usable', async () => {
    const bytes = readConstitutionPdf();
    // A copy of the bytes in an ArrayBuffer of their own, as fetch's arrayBuffer() answers.
    const buffer = new Uint8Array(bytes).buffer;
    const fromBuffer = await parseConstitutionPdf(buffer);
    expect(fromBuffer.articles).toHaveLength(constitution.articles.length);
    // The caller's buffer is still theirs, not handed over to pdf.js.
    expect(buffer.byteLength).toBe(bytes.byteLength);
  });
});

describe('parseConstitutionPdf on bytes that are not a PDF', () => {
  // It rejected with unpdf's bare "InvalidPDFException: Invalid PDF structure.", and pdf.js printed
  // "Warning: Indexing all PDF objects" to the console on its way there.
  it('rejects data that is not a PDF with its own error, pdf.js quiet and its error the cause', async () => {
    const warn = vi.spyOn(console, 'warn');
    const log = vi.spyOn(console, 'log');
    try {
      const error = await parseConstitutionPdf(new TextEncoder().encode('not a pdf')).catch(
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(TypeError);
      expect((error as Error).message).toBe(
        'parseConstitutionPdf could not read the data as a PDF (Invalid PDF structure.): pass the bytes of a PDF file, not of another kind of file or of a damaged or partial download.',
      );
      expect((error as Error).cause).toMatchObject({ name: 'InvalidPDFException' });
      expect(warn).not.toHaveBeenCalled();
      expect(log).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      log.mockRestore();
    }
  });
});
