import { describe, expect, it } from 'vitest';
import { createConstitutionEngine } from '../create-constitution-engine/create-constitution-engine';
import { constitutionFromExtracts } from './constitution-from-extracts';

const extracts = [
  {
    partNumber: 'IV',
    partTitle: 'Membership',
    articleNumber: 39,
    title: 'Dual Membership',
    clauses: ['A member may also belong to other professional bodies.', '  '],
  },
  {
    partNumber: 'IV',
    partTitle: 'Membership',
    articleNumber: 40,
    title: 'Renunciation and Termination of Membership',
    clauses: ['A member may resign by writing to the Secretary General.'],
  },
  {
    partNumber: 'V',
    partTitle: 'Representation of the Membership',
    articleNumber: 61,
    title: 'Tenure of Office',
    clauses: ['Officers serve three years.'],
  },
];

describe('constitutionFromExtracts', () => {
  it('builds Parts, numbered clauses and anchors from the extracts', () => {
    const document = constitutionFromExtracts(extracts);
    expect(document.title).toBe('Constitution (extracts)');
    expect(document.parts).toEqual([
      { number: 'IV', title: 'Membership', articleNumbers: [39, 40] },
      { number: 'V', title: 'Representation of the Membership', articleNumbers: [61] },
    ]);
    expect(document.articles[0]).toEqual({
      number: 39,
      title: 'Dual Membership',
      partNumber: 'IV',
      anchor: 'article-39',
      text: '1. A member may also belong to other professional bodies.',
      clauses: [{ label: '1', text: 'A member may also belong to other professional bodies.' }],
    });
  });

  it('gives an engine that answers from the extracts, citing without pages', async () => {
    const engine = createConstitutionEngine(
      constitutionFromExtracts(extracts, { title: 'COAZ Constitution' }),
    );
    const reply = await engine.answer({ query: 'How do I resign my membership?', useRag: true });
    expect(reply.responseType).toBe('rag_qa');
    expect(reply.answer).toContain('Article 40, Renunciation and Termination of Membership: ');
    expect(reply.sources[0]?.pageStart).toBeUndefined();
  });
});
