import { beforeAll, describe, expect, it } from 'vitest';
import { parseConstitutionPdf } from '../parse-constitution-pdf/parse-constitution-pdf';
import { readConstitutionPdf } from '../test-support/shared-constitution';
import { type ConstitutionEngine, createConstitutionEngine } from './create-constitution-engine';

// A figure the member gives (the year they joined, how long someone has served) is a fact of their
// own situation: when no best Article states it, it says nothing about whether they answer the
// question, and the reply is as sure as the same message without it. Questions written for this test.
describe('figures of the member’s situation', () => {
  let engine: ConstitutionEngine;

  beforeAll(async () => {
    engine = createConstitutionEngine(await parseConstitutionPdf(readConstitutionPdf()));
  }, 60_000);

  it.each([
    // Declined at 0.31: "2019", a word no Article uses, weighed most in the message.
    [
      'can a member who joined in 2019 stand for president',
      'can a member who joined stand for president',
    ],
    // Answered at 0.50 against 0.87 without the year.
    [
      'how do i become a full member, i qualified in 2011',
      'how do i become a full member, i qualified',
    ],
  ])('answers "%s" as surely as "%s"', async (withFigure, without) => {
    const [figured, plain] = await Promise.all(
      [withFigure, without].map((query) => engine.answer({ query, useRag: true })),
    );
    expect(figured?.responseType).toBe('rag_qa');
    expect(figured?.sources[0]?.articleNumber).toBe(plain?.sources[0]?.articleNumber);
    expect(figured?.ragMetadata.confidence).toBeGreaterThan(
      (plain?.ragMetadata.confidence ?? 1) - 0.1,
    );
  });
});
