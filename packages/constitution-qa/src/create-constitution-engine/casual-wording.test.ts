import { beforeAll, describe, expect, it } from 'vitest';
import type { ConstitutionAnswer } from '../answer/constitution-answer';
import { parseConstitutionPdf } from '../parse-constitution-pdf/parse-constitution-pdf';
import { readConstitutionPdf } from '../test-support/shared-constitution';
import { type ConstitutionEngine, createConstitutionEngine } from './create-constitution-engine';

// Questions written for this test, each as a member might send it and put plainly. Members on a
// phone shorten function words ("wen", "shud", "da", "sum1"), misspell them ("hapens"), run
// words together ("canthe"), close a compound the document leaves open ("spokesperson") and use phrasal verbs ("step down"); they open and close a message
// with courtesies ("dear sir", "kindly", "regards", "eish", "zikomo"), frame it ("I am curious
// regarding…") and say who and where they are ("Mwape from Kasama"). The reading of such a
// question should be the reading of the plain one: the same Articles, as sure.
const pairs = [
  ['wen shud i pay ma subs', 'when should i pay my subs'],
  ['wat hapens if i dnt renew ma membership', 'what happens if i do not renew my membership'],
  ['y wud sum1 b expelled frm coaz', 'why would someone be expelled from coaz'],
  ['is it tru dat students cnt vote', 'is it true that students cannot vote'],
  ['is it rite dat students cnt vote', 'is it right that students cannot vote'],
  ['can coaz issue me an id card', 'can coaz issue me identification'],
  [
    'nominations closed last wk, can i still stand',
    'nominations closed last week, can i still stand',
  ],
  [
    'pipo at our hosp ask about the annual subs',
    'people at our hospital ask about the annual subs',
  ],
  [
    'hw long is the gap btwn nomination n voting',
    'how long is the gap between nomination and voting',
  ],
  ['can msgs in the grps be used as evidence', 'can messages in the groups be used as evidence'],
  ['hu cn vote wen thr is an election', 'who can vote when there is an election'],
  [
    'hello guys sorry to bother, how are branch officials elected',
    'how are branch officials elected',
  ],
  [
    'dear sir, what powers does the disciplinary committee have? regards',
    'what powers does the disciplinary committee have',
  ],
  ['hey bro, hw long is the term of the nec lol', 'how long is the term of the nec'],
  ['Mwape from Kasama here. who approves new members?', 'who approves new members?'],
  ['I am curious regarding the quorum of the general assembly', 'quorum of the general assembly'],
  ['mwapoleni, i wanted to ask about renewing membership, zikomo', 'renewing membership'],
  // Words of address and particles of Bemba and Nyanja, at either end of a question.
  ['who keeps the minutes of the council bwana', 'who keeps the minutes of the council'],
  ['can a suspended member attend meetings kaili?', 'can a suspended member attend meetings?'],
  ['mwebantu, how is the treasurer general removed mukwai', 'how is the treasurer general removed'],
  ['canthe prez be removed', 'can the prez be removed'],
  // The constitution writes "spokes person"; members write the word closed.
  ['who speaks as coaz spokesperson', 'who speaks as coaz spokes person'],
  ['quick question, what is the quorum for the council', 'what is the quorum for the council'],
  [
    'Pliz assist, wat r the qualifications to be treasurer',
    'what are the qualifications to be treasurer',
  ],
  ['whatis the quorum of the generalassembly', 'what is the quorum of the general assembly'],
  [
    'i need clarification on the term of office of the speaker',
    'what is the term of office of the speaker',
  ],
  ['what happens if the president passes away', 'what happens if the president dies'],
  ['cn the treasurer serve a 2nd term', 'can the treasurer serve a second term'],
  ['hw many months is the 1st term', 'how many months is the first term'],
  ['wat is the max number of terms for the tg', 'what is the maximum number of terms for the tg'],
];

// The Article numbers of a reply's first three sources.
function firstThree(reply: ConstitutionAnswer | undefined): (number | undefined)[] | undefined {
  return reply?.sources.slice(0, 3).map((source) => source.articleNumber);
}

describe('questions as members write them', () => {
  let engine: ConstitutionEngine;

  beforeAll(async () => {
    engine = createConstitutionEngine(await parseConstitutionPdf(readConstitutionPdf()));
  }, 60_000);

  it.each(pairs)('reads "%s" as "%s"', async (texted, written) => {
    const [short, full] = await Promise.all(
      [texted, written].map((query) => engine.answer({ query, useRag: true })),
    );
    expect(firstThree(short)).toEqual(firstThree(full));
    expect(short?.responseType).toBe(full?.responseType);
    expect(short?.ragMetadata.confidence).toBeCloseTo(full?.ragMetadata.confidence ?? -1, 2);
  });

  // Fused by score, the texted and written forms agree on the first two Articles but not the
  // third, which is another officer's tenure either way (Article 118 or 115); the reading of
  // "prez" and "step down" is what is tested.
  it('reads "can the prez step down before his term ends" as "can the president resign before his term ends"', async () => {
    const [short, full] = await Promise.all(
      [
        'can the prez step down before his term ends',
        'can the president resign before his term ends',
      ].map((query) => engine.answer({ query, useRag: true })),
    );
    expect(firstThree(short)?.slice(0, 2)).toEqual([106, 111]);
    expect(firstThree(full)?.slice(0, 2)).toEqual([106, 111]);
    expect(short?.ragMetadata.confidence).toBeCloseTo(full?.ragMetadata.confidence ?? -1, 1);
  });

  // Everyday words that bring the right Article into the first two, once read in the
  // constitution's own; before the rankings were fused by score each came first (evaluation/NOTES.md).
  it.each([
    // Article 107 is titled "Removal of President on grounds of incapacity"; "health", a word of
    // the constitution's public health emergencies, put Article 129 first.
    ['"poor health" as incapacity', 'can a president in poor health lose office', 107],
    // Article 101 (election of the President) speaks of a majority and a run-off, never of half.
    [
      '"more than half" as a majority',
      'what happens when no presidential candidate gets more than half of the votes',
      101,
    ],
  ] as const)('brings the right Article up reading %s', async (_words, query, article) => {
    const reply = await engine.answer({ query, useRag: true });
    expect(firstThree(reply)?.slice(0, 2)).toContain(article);
  });

  it('reads "people" as the members the constitution speaks of', async () => {
    // Members say "people" or "ppl" where the constitution says "members"; read as a word of its
    // own, "people" left the right Articles short of the question and lowered the confidence.
    const [people, members] = await Promise.all(
      [
        'can people be suspended without a hearing',
        'can members be suspended without a hearing',
      ].map((query) => engine.answer({ query, useRag: true })),
    );
    expect(firstThree(people)).toEqual(firstThree(members));
  });

  it('reads "types" and "kinds" as the categories the constitution names', async () => {
    // Article 34 is titled "Categories of Membership"; "types", a word the constitution uses
    // elsewhere, found Articles that say "type" instead.
    const reply = await engine.answer({
      query: 'What types of membership are there?',
      useRag: true,
    });
    expect(firstThree(reply)).toContain(34);
  });

  it('reads "leaders" as the office bearers the constitution speaks of', async () => {
    // Article 173 grants a pension to "eligible office bearers"; "leaders" weighed as a subject
    // the Article never names, and the reply was barely sure (0.62).
    const reply = await engine.answer({
      query: 'which leaders qualify for a pension',
      useRag: true,
    });
    expect(reply.sources[0]?.articleNumber).toBe(173);
    expect(reply.ragMetadata.confidence).toBeGreaterThan(0.7);
  });

  // Questions the constitution answers under its own words for the member's, once declined.
  it.each([
    // Article 46 is titled "Franchise", the constitution's word for the right to vote; "allowed",
    // which it never uses, weighed most and the reply was declined.
    ['"vote" with the franchise, and "allowed" as "permitted"', 'who is allowed to vote', 46],
    // Article 109 is titled "Performance of executive functions during absence of President".
    ['"away" as absence', 'who does the work of the president when she is away', 109],
    // Article 38 says who confers honorary membership "upon approval"; "decides", a word the
    // constitution uses once, weighed most and was met nowhere (declined at 0.23).
    ['"decides" as approve or determine', 'who decides who gets an honorary membership', 38],
    // Article 117 is titled "Functions of the Treasurer General"; "role", a word the constitution
    // uses once elsewhere, pulled that Article in instead.
    ['"role" as functions', 'what is the role of the treasurer general', 117],
    // Article 30 is on a "Public Health Emergency"; the constitution never says "pandemic".
    ['"pandemic" as a public health emergency', 'what happens to members during a pandemic', 30],
    // Article 52, Nominations, has nominations "submitted"; "hand", a word it never uses, weighed
    // most (declined at 0.3).
    ['"hand in" as submit', 'where do i hand in my nomination papers', 52],
    // Article 75 sets the notice of ordinary and extraordinary sittings; "warning", the thing asked
    // for, was named by no Article (declined at 0.2).
    [
      '"warning" as notice',
      'how much warning do members get before an extraordinary general assembly',
      75,
    ],
  ] as const)('reads %s', async (_words, query, article) => {
    const reply = await engine.answer({ query, useRag: true });
    expect(reply.responseType).toBe('rag_qa');
    expect(firstThree(reply)).toContain(article);
  });

  // Everyday words that put the right Article first once read in the constitution's own.
  it.each([
    // Article 66, "Presidential assent and referral", never says "sign"; Article 108 came first.
    ['signing as assent', 'does the president have to sign what the general assembly passes', 66],
    // Article 114 has the Secretary General "managing the day-to-day affairs of the Association";
    // "runs" met nothing, and Article 101 (the presidential run-off) came first.
    ['running as management', 'who runs the day to day affairs of the association', 114],
    // A body's make-up is the Article on its composition (both titled "Establishment and
    // composition of …"), which never says "made up of" or "members of".
    ['a make-up as the composition', 'what is the council appeals committee made up of', 138],
    [
      'the members of a body as its composition',
      'who are the members of the constitutional review committee',
      135,
    ],
  ] as const)('puts the right Article first reading %s', async (_words, query, article) => {
    const reply = await engine.answer({ query, useRag: true });
    expect(reply.sources[0]?.articleNumber).toBe(article);
  });

  it.each([
    // "Night duty" told in passing is not a question on terms of employment (declined at 0.05).
    'i am on night duty on the day of the general assembly, can a colleague vote for me by proxy',
    // The clinic, the distance and the city weighed as subjects no Article covers (0.12).
    'i work at a rural clinic far from lusaka, can someone vote for me by proxy at the agm',
  ])("reads the question after the member's situation: %s", async (query) => {
    // Article 78, Voting in the General Assembly, rules out proxies.
    const reply = await engine.answer({ query, useRag: true });
    expect(reply.responseType).toBe('rag_qa');
    expect(reply.sources[0]?.articleNumber).toBe(78);
  });

  it('answers a situation told before a short question that points back to it', async () => {
    // The story's words (the country, the months) weigh as subjects no Article covers; read with
    // the line for such messages, the Articles on the President's absence and the
    // Vice-President's office answer (declined at 0.22 before).
    const reply = await engine.answer({
      query: 'our vice president has been out of the country for months, who is acting?',
      useRag: true,
    });
    expect(reply.responseType).toBe('rag_qa');
    expect(firstThree(reply)).toContain(109);
  });

  it('declines a time limit no clause on the subject states', async () => {
    // Articles 84 and 114 have minutes kept, and state periods for other provisions only.
    const reply = await engine.answer({
      query: 'how many days does the committee have to send the minutes to members',
      useRag: true,
    });
    expect(reply.responseType).toBe('fallback');
    expect(reply.answer).toContain('set no date or time limit');
  });

  it('names the empty heading whose title holds a word the best Articles never use', async () => {
    // The Articles on elections came first and never speak of money, yet were quoted (at 0.59) as
    // the answer; the constitution's headings on its finances, Article 225 "Finances of the
    // Electoral commission" among them, have no text.
    const reply = await engine.answer({
      query: 'where does the commission that runs elections get its money',
      useRag: true,
    });
    expect(reply.responseType).toBe('fallback');
    expect(reply.answer).toContain('It has a heading on the subject');
  });

  it('reads a past form of an irregular verb as the verb', async () => {
    // Article 55 is titled "Losing candidate not eligible for certain appointments"; "lost" and
    // "losing" stemmed apart, and the Article came third.
    const reply = await engine.answer({
      query: 'i lost the treasurer election, can the president appoint me to another office',
      useRag: true,
    });
    expect(firstThree(reply)?.slice(0, 2)).toContain(55);
  });
});
