/** One line of a source document and the PDF page it came from (absent for plain text). */
export interface SourceLine {
  text: string;
  page?: number;
}
