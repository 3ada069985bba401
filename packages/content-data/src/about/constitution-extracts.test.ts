import { beforeAll, describe, expect, it } from 'vitest';
import { copiedRuns, readConstitutionText, wordRuns } from '../test-support/constitution-text';
import { constitutionExtracts } from './constitution-extracts';

let body = '';
let constitutionRuns = new Set<string>();

beforeAll(async () => {
  const text = await readConstitutionText();
  // The table of contents repeats every heading; the body starts at Part I's second appearance.
  const firstPart = 'PART I: SUPREMACY OF CONSTITUTION';
  body = text.slice(text.indexOf(firstPart, text.indexOf(firstPart) + 1));
  constitutionRuns = wordRuns(text);
});

describe('constitutionExtracts', () => {
  it('summarises 20 to 30 Articles, in constitution order, each once', () => {
    expect(constitutionExtracts.length).toBeGreaterThanOrEqual(20);
    expect(constitutionExtracts.length).toBeLessThanOrEqual(30);
    const numbers = constitutionExtracts.map((extract) => extract.articleNumber);
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('covers what members most often ask about', () => {
    const titles = constitutionExtracts.map((extract) => extract.title).join(' | ');
    const topics = [
      /symbols/i,
      /Objectives/,
      /Categories of Membership/,
      /Eligibility/,
      /Rights of Members/,
      /Responsibilities/,
      /fees/i,
      /Termination/,
      /Disciplinary/,
      /national executive/i,
      /Franchise/,
      /Nominations/,
      /Ammendment/,
    ];
    for (const topic of topics) expect(titles).toMatch(topic);
  });

  it('uses the real Article numbers and titles, under the right Part', () => {
    for (const extract of constitutionExtracts) {
      const heading = `Article ${extract.articleNumber}: ${extract.title}`;
      const at = body.indexOf(heading);
      expect(at, heading).toBeGreaterThan(-1);
      const part = [...body.slice(0, at).matchAll(/PART ([IVXL]+): /g)].at(-1);
      expect(part?.[1], heading).toBe(extract.partNumber);
      expect(body.slice(part?.index ?? 0).toUpperCase()).toContain(
        `PART ${extract.partNumber}: ${extract.partTitle?.toUpperCase()}`,
      );
    }
  });

  it('says every clause in its own words, copying no run of ten words from the document', () => {
    const copied = constitutionExtracts.flatMap((extract) => {
      expect(extract.clauses.length).toBeGreaterThan(0);
      return extract.clauses.flatMap((clause) =>
        copiedRuns(clause, constitutionRuns).map(
          (run) => `Article ${extract.articleNumber}: ${run}`,
        ),
      );
    });
    expect(copied).toEqual([]);
  });
});
