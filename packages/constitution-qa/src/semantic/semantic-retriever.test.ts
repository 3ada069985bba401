import { describe, expect, it } from 'vitest';
import { parseConstitutionText } from '../parse-constitution-text/parse-constitution-text';
import { buildPassages } from '../retrieval/constitution-passage';
import { createSemanticRetriever } from './semantic-retriever';
import type { WordVectors } from './word-vectors';

// Two Articles in our own words; the second's key word ("nonattendance", written with a hyphen)
// is one the word vectors below do not know, as the bundled vectors lack "nonpayment".
const passages = buildPassages(
  parseConstitutionText(`# Constitution of a Sample Society

## PART I: MEETINGS

### Article 1: Meetings of the Council
1. The Council shall meet every quarter at a venue the chairperson chooses.

### Article 2: Removal from the Council
1. Non-attendance at three meetings in a row ends a councillor's seat.
`),
);

// Unit vectors in two dimensions for some of the document's words, none for "nonattendance".
function vectorsFor(entries: Record<string, [number, number]>): WordVectors {
  const table = new Map(
    Object.entries(entries).map(([word, [x, y]]) => {
      const length = Math.hypot(x, y);
      return [word, Float32Array.from([x / length, y / length])] as const;
    }),
  );
  return {
    dimensions: 2,
    words: [...table.keys()].sort(),
    vector: (word) => table.get(word),
  };
}

const vectors = vectorsFor({
  council: [1, 0],
  meet: [0.9, 0.4],
  meetings: [0.9, 0.4],
  venue: [0.2, 1],
  seat: [0.1, 1],
});

describe('createSemanticRetriever', () => {
  it('meets a document word the vectors lack as itself', () => {
    const retriever = createSemanticRetriever(passages, vectors);
    const [best] = retriever.rank(['nonattendance'], 5);
    expect(best?.passage.articleNumber).toBe(2);
    expect(best?.similarity).toBe(1);
  });

  it('meets such a word through a reading of a question word', () => {
    const retriever = createSemanticRetriever(passages, vectors);
    const readings = new Map([['attend', ['nonattend']]]);
    expect(retriever.rank(['attend'], 5, undefined, readings)[0]?.passage.articleNumber).toBe(2);
  });

  it('keeps such a word near no other word', () => {
    const retriever = createSemanticRetriever(passages, vectors);
    expect(retriever.neighbours('council').map((near) => near.word)).not.toContain('nonattendance');
  });
});
