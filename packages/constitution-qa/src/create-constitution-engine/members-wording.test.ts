import { beforeAll, describe, expect, it } from 'vitest';
import { parseConstitutionPdf } from '../parse-constitution-pdf/parse-constitution-pdf';
import { readConstitutionPdf } from '../test-support/shared-constitution';
import { type ConstitutionEngine, createConstitutionEngine } from './create-constitution-engine';

// Kinds of wording members use that the constitution puts otherwise, each read from English
// grammar. Questions written for this test.
describe('members’ wording the constitution puts otherwise', () => {
  let engine: ConstitutionEngine;

  beforeAll(async () => {
    engine = createConstitutionEngine(await parseConstitutionPdf(readConstitutionPdf()));
  }, 60_000);

  const articles = async (query: string) =>
    (await engine.answer({ query, useRag: true })).sources.map((source) => source.articleNumber);

  // "Doesn't pay" is an omission (Article 40, Termination of Membership: "non-payment"), and what
  // follows it a sanction; before, the Article on the association's funds, which only says
  // that dues are "payable", came first.
  it.each([
    'what happens to a member who doesnt pay the yearly dues',
    'will coaz terminate me if i never paid my fees',
    'what happens to members who havent paid their dues this year',
  ])('finds the sanction for an omission in %j', async (query) => {
    expect((await articles(query)).slice(0, 2)).toContain(40);
  });

  // The word vectors do not read the negation: the semantic ranking reads "pay", said not done, as
  // the constitution's word for an omission too, or Article 40 fell out of the first three.
  it('ranks the omission in meaning as well as in words', async () => {
    expect((await articles('what if i dont pay the annual fee on time')).slice(0, 3)).toContain(40);
  });

  // "Pay", said not done, is the constitution's "non-payment", which the stem of "pay" ("pai")
  // never begins: read as "failure", it found Article 43 first, and Article 40 was quoted by its
  // item on failing to keep a licence.
  it('reads a payment not made as the constitution’s non-payment', async () => {
    const reply = await engine.answer({
      query: 'what do they do to members who dont pay',
      useRag: true,
    });
    // Since the rankings are fused by score, Article 175 (pensions "paid") leads on the lexical
    // ranking's clear lead, and Article 40 follows it, quoted (evaluation/NOTES.md).
    expect(reply.sources.slice(0, 2).map((source) => source.articleNumber)).toContain(40);
    expect(reply.answer).toContain('Non-payment of prescribed membership fees');
  });

  it.each(['gud evening', 'Good Morning sir'])(
    'reads %j as a greeting that asks nothing',
    async (query) => {
      const reply = await engine.answer({ query, useRag: true });
      expect(reply.responseType).toBe('fallback');
      expect(reply.answer).toMatch(/^Please type a question/);
    },
  );

  // Joining the association is becoming its member: the word "join" alone met Article 21's
  // freedom to join other groups first (the widget's own quick question "How do I join the
  // association?" led with it).
  it('reads joining the association as becoming its member', async () => {
    const found = await articles('how do i join the association');
    expect(found[0]).toBe(37);
    expect(found).not.toContain(21);
  });

  // Asked how to join with no body named, the association's assistant is asked about the
  // association: "join" alone met Article 21's freedom to join other groups first.
  it.each(['how do i join', 'can my colleague join?'])(
    'reads joining in %j, with no body named, as joining the association',
    async (query) => {
      const found = await articles(query);
      expect([35, 37]).toContain(found[0]);
      expect(found).not.toContain(21);
    },
  );

  // What the association offers its members is what its objectives say: the widget's quick
  // question on services led with Article 35's student eligibility (an institution "offering"
  // training).
  it('answers what the association offers its members from its mission and objectives', async () => {
    expect((await articles('What services does the association offer its members?'))[0]).toBe(10);
  });

  // Zambia's mobile networks by name: "airtel", a word neither the document nor English knows,
  // could be split as two run together, "air" and "tel" (texted for "phone"), and the question
  // was answered from the Article on paying pensions.
  it.each(['can i pay with airtel money', 'does coaz take mtn momo for subs'])(
    'reads a mobile network in %j as a way of paying, which the constitution leaves to the site',
    async (query) => {
      const reply = await engine.answer({ query, useRag: true });
      expect(reply.responseType).toBe('fallback');
      expect(reply.answer).toContain('not how to pay it');
    },
  );

  it('reads a question after a greeting as the question alone', async () => {
    expect(await articles('gud afternoon, who chairs the council')).toEqual(
      await articles('who chairs the council'),
    );
  });

  // A count the member states before asking describes the case: "15", which the constitution
  // also states, brought Article 35 among the first three.
  it('ranks a message telling a count as without it', async () => {
    expect(
      await articles('we are 15 clinical officers at our health facility, can we set up a branch'),
    ).toEqual(
      await articles('we are clinical officers at our health facility, can we set up a branch'),
    );
  });

  // A clinic is a health facility, where the constitution's branches are established (Article
  // 149); "clinic" alone met "clinical" by its stem.
  it('reads a clinic as a health facility', async () => {
    expect((await articles('can cos at a small clinic form a branch'))[0]).toBe(149);
  });

  // "Run out of" is no "run": the presidential run-off Articles (100 to 103) came first.
  it('reads "runs out of" as a phrasal verb, not as "run"', async () => {
    const found = await articles('what happens when a branch runs out of cash');
    expect(
      found.filter((number) => number !== undefined && number >= 100 && number <= 103),
    ).toEqual([]);
  });

  // "Sub" is a member's "subscriptions" in the glossary, and it took the first part of the
  // document's "Sub-District" and "sub-structures" for it: a question on forming a sub-district
  // was answered from the Article on levies and subscriptions, even with the document's hyphen.
  it.each([
    ['when may the association set up a sub district', 150],
    ['what is a sub-district', 150],
    ['who supports the sub-structures with money', 149],
    ['what are sub national structures', 151],
  ])('reads the compound in %j as the document’s word', async (query, article) => {
    const reply = await engine.answer({ query, useRag: true });
    expect(reply.responseType).toBe('rag_qa');
    expect(reply.sources.slice(0, 3).map((source) => source.articleNumber)).toContain(article);
  });
  // The chat widget's Membership quick question (@coaz/chat-widget's texts) asks in the
  // constitution's word, and is answered from Membership Eligibility.
  it('answers who is eligible for membership from Membership Eligibility', async () => {
    const reply = await engine.answer({
      query: 'Who is eligible for membership of the association?',
      useRag: true,
    });
    expect(reply.sources[0]?.articleNumber).toBe(35);
  });

  // A count typed as a digit is the constitution's word for it: "1 person" met only the clause
  // numbers, and a nomination of "only 1" missed Article 53 ("only one candidate").
  it('reads a count of one typed as a digit as the word', async () => {
    const reply = await engine.answer({
      query: 'what happens when just 1 person is nominated for an office',
      useRag: true,
    });
    expect(reply.sources.slice(0, 3).map((source) => source.articleNumber)).toContain(53);
    const byNumber = await engine.answer({ query: 'what does article 1 say', useRag: true });
    expect(byNumber.sources[0]?.articleNumber).toBe(1);
  });

  // An indefinite pronoun typed with a digit ("no1", "evry1") or as a possessive without its
  // apostrophe ("sum1s", "somebodys") was a word nothing explains, weighing most, and these
  // were declined though their Articles came first.
  it.each([
    ['is there a run off if no1 wins outright', [101, 102]],
    ['can the branch suspend sum1s membership without a hearing', [40, 18, 26]],
  ])('reads the pronoun in %j as a function word', async (query, wanted) => {
    const reply = await engine.answer({ query, useRag: true });
    expect(reply.responseType).toBe('rag_qa');
    const first = reply.sources.slice(0, 3).map((source) => source.articleNumber);
    expect(first.some((number) => number !== undefined && wanted.includes(number))).toBe(true);
  });

  // The offices of Zambia's health service that employ and deploy members (DHO, PHO, DHMT, DMO,
  // HR) are the constitution's "employer": read as unknown words, each weighed most and a member's
  // complaint about them was declined although its Article came first.
  it.each([
    [
      'the PHO wants to move me to another province because of my coaz activities, am i protected',
      22,
    ],
    ['our DHMT makes interns work without pay, what does coaz say', 24],
  ])('reads the employer in %j', async (query, article) => {
    const reply = await engine.answer({ query, useRag: true });
    expect(reply.responseType).toBe('rag_qa');
    expect(reply.sources.slice(0, 3).map((source) => source.articleNumber)).toContain(article);
  });

  // "Vie for" an office, as Zambian English says, is standing as a candidate ("run for" in the
  // glossary): read word by word, these were declined, and the eligibility Articles not found.
  // So is "standing for" or "stood for" one: "standing" met the constitution's "good standing".
  // ("Stand for" is left out: it also asks what an abbreviation stands for.)
  it.each([
    ['who is eligible to vie for the presidency', 100],
    ['vying for district chair, what are the requirements', 51],
    ['years of membership needed first, if im standing for treasurer general', 51],
    ['who can be standing for president', 100],
  ])('reads the candidacy in %j', async (query, article) => {
    const reply = await engine.answer({ query, useRag: true });
    expect(reply.responseType).toBe('rag_qa');
    expect(reply.sources.slice(0, 3).map((source) => source.articleNumber)).toContain(article);
  });

  // A vote cast "on behalf of" a member or "in their place" is a proxy vote, the constitution's
  // word (Article 78: "Proxy voting shall not be permitted unless…"); read word by word, the Articles
  // on the assembly's sittings and the President's tenure came first, or the answer was declined.
  it.each([
    'im travelling that week, can a colleague vote on my behalf at the general assembly',
    'can a delegate vote on behalf of another delegate who is sick',
    'can the branch chair vote on behalf of absent members',
  ])('reads a vote cast for another as a proxy vote in %j', async (query) => {
    const reply = await engine.answer({ query, useRag: true });
    expect(reply.responseType).toBe('rag_qa');
    expect(reply.sources.slice(0, 3).map((source) => source.articleNumber)).toContain(78);
  });

  // A membership "cancelled", "deregistered" or "struck off" is terminated, the constitution's word
  // (Article 40, Termination of Membership); read word by word, "cancel" found the Articles on
  // elections postponed and on emergencies, and Article 40 came third or not at all.
  it.each([
    'on what grounds is a membership canceled',
    'for what reasons can the association cancel someone',
    'which offences can get a member deregistered',
  ])('reads a membership cancelled as terminated in %j', async (query) => {
    expect((await articles(query))[0]).toBe(40);
  });

  // A "share" of the association's money is the constitution's "portion" or "allocation" (Article
  // 161: local chapters are "entitled to a portion of the Association's revenue, as allocated by
  // the National Executive"); "share", which the constitution never uses, weighed as a subject it
  // never mentions, and the question was declined.
  it('reads a share of the revenue as the portion allocated', async () => {
    const reply = await engine.answer({
      query: 'do provinces get a share of coaz revenue',
      useRag: true,
    });
    expect(reply.responseType).toBe('rag_qa');
    expect(reply.sources[0]?.articleNumber).toBe(161);
  });

  // An office holder "serves" where the constitution says "hold office" (Article 106: no one
  // "shall … hold office as President for more than two (2) terms"); before, the Articles on other
  // offices whose text says "serve" came first and the President's was not among the sources.
  it('reads serving a term as holding office', async () => {
    expect((await articles('for how many years does a president serve')).slice(0, 3)).toContain(
      106,
    );
  });

  // "Boma", as Zambians call the government and its offices, is the constitution's "government";
  // read as an unknown word it weighed most, and these were declined with Article 14 among the
  // nearest.
  it.each([
    'can the boma force us to work without pay',
    'can the boma make clinical officers work for free',
  ])('reads the government in %j', async (query) => {
    const reply = await engine.answer({ query, useRag: true });
    expect(reply.responseType).toBe('rag_qa');
    expect(reply.sources.slice(0, 3).map((source) => source.articleNumber)).toContain(14);
  });
  // Everyday English for what the constitution names in its own terms (member-glossary.json):
  // a texted "acc" is an account, forgiving a penalty a pardon, the association's pot its funds,
  // drawing up a budget preparing it, a spokesman or mouthpiece the "spokes person" the
  // constitution writes apart, and refresher courses and seminars training. Each was declined or answered from unrelated Articles.
  it.each([
    ['who signs for money leaving the coaz acc', [92, 117, 126]],
    ['Can a member who was punished be forgiven by the President?', [97]],
    ['do branches keep their own pot or does everything go to the national pot', [126]],
    ['who draws up the annual budget of coaz', [117, 202]],
    ['who is coaz spokesman', [113]],
    ["who acts as the association's mouthpiece", [113]],
    ['who organises refresher courses for clinical officers', [122, 123]],
  ])('reads everyday wording in the constitution’s terms: %j', async (query, wanted) => {
    const reply = await engine.answer({ query, useRag: true });
    expect(reply.responseType).toBe('rag_qa');
    const found = reply.sources.slice(0, 3).map((source) => source.articleNumber);
    expect(found.some((number) => wanted.includes(number as number))).toBe(true);
  });
});
