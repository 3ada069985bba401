import { beforeAll, describe, expect, it } from 'vitest';
import { parseConstitutionPdf } from '../parse-constitution-pdf/parse-constitution-pdf';
import { readConstitutionPdf } from '../test-support/shared-constitution';
import { type ConstitutionEngine, createConstitutionEngine } from './create-constitution-engine';

// How a question's letters are typed, not what it asks (attacker's tour): the same question in
// full-width, mathematical or accented letters is the same question, and one in another script is
// told that the assistant reads English. Questions written for this test.
describe('letters a question is typed in', () => {
  let engine: ConstitutionEngine;

  beforeAll(async () => {
    engine = createConstitutionEngine(await parseConstitutionPdf(readConstitutionPdf()));
  }, 60_000);

  const reading = async (query: string, useRag = true) => {
    const reply = await engine.answer({ query, useRag });
    return {
      responseType: reply.responseType,
      sources: reply.sources.map((source) => source.route),
    };
  };

  it.each([
    ['ｗｈａｔ ｉｓ ｔｈｅ ｑｕｏｒｕｍ', 'what is the quorum'],
    ['𝐰𝐡𝐚𝐭 𝐢𝐬 𝐭𝐡𝐞 𝐪𝐮𝐨𝐫𝐮𝐦', 'what is the quorum'],
    ['CAN THE PRESİDENT BE İMPEACHED', 'CAN THE PRESIDENT BE IMPEACHED'],
    ['CAN THE PRESİDENT BE İMPEACHED'.toLowerCase(), 'can the president be impeached'],
    ['whó máy vóte', 'who may vote'],
  ])('reads %j as %j', async (typed, plain) => {
    const expected = await reading(plain);
    expect(expected.sources.length).toBeGreaterThan(0);
    expect(await reading(typed)).toEqual(expected);
    expect(await reading(typed, false)).toEqual(await reading(plain, false));
  });

  it.each(['ما هو النصاب القانوني؟', '法定人数是多少？', 'Что такое кворум?'])(
    'tells a question in %j that it reads English only',
    async (query) => {
      const reply = await engine.answer({ query, useRag: true });
      expect(reply.responseType).toBe('fallback');
      expect(reply.answer).toMatch(/^I read questions in English only/);
      const search = await engine.answer({ query, useRag: false });
      expect(search.text).toMatch(/Search reads English words/);
    },
  );

  it.each(['???', '👍👍'])(
    'still asks for a question in %j, which has no letters',
    async (query) => {
      const reply = await engine.answer({ query, useRag: true });
      expect(reply.answer).toMatch(/^Please type a question/);
    },
  );
});
