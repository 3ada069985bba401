import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConstitutionAnswer } from '../answer/constitution-answer';
import { readQuestions } from '../evaluation/evaluation-question';
import { parseConstitutionPdf } from '../parse-constitution-pdf/parse-constitution-pdf';
import type { SitePage } from '../retrieval/constitution-passage';
import { readConstitutionPdf } from '../test-support/shared-constitution';
import { type ConstitutionEngine, createConstitutionEngine } from './create-constitution-engine';

// Pages in the manner of an association's site, written for this test: they share many words with
// the constitution (members, fees, general assembly, elections, committees), which is what moved
// answers when pages were indexed beside the Articles.
const sitePages: SitePage[] = [
  {
    title: 'Join the association',
    route: '/membership/join',
    headings: ['Who can join', 'What you need', 'Fees'],
    text: 'Clinical officers, students and associates apply online.\nAn application needs your registration number, a photograph and the joining fee.\nThe secretariat checks each application and the committee approves members within thirty days.\nSubscription fees are paid every year by mobile money.',
  },
  {
    title: 'Annual General Assembly',
    route: '/events/general-assembly',
    headings: ['Delegates', 'Voting', 'Motions'],
    text: 'Members elect delegates in their branch to attend the General Assembly.\nDelegates vote on motions, the budget and amendments, and elect the national officers.\nMotions are sent to the Secretary General before the meeting.',
  },
  {
    title: 'Continuing professional development',
    route: '/services/cpd',
    headings: ['Points', 'Courses'],
    text: 'Members earn CPD points at workshops, conferences and online courses.\nPoints are recorded on the member portal and count towards renewal of the practising licence.',
  },
  {
    title: 'Disciplinary and ethics office',
    route: '/governance/ethics',
    headings: ['Complaints', 'Hearings'],
    text: 'A complaint against a member is written to the secretariat.\nThe disciplinary committee hears both sides, and a member may appeal its decision.',
  },
  {
    title: 'Branches and districts',
    route: '/governance/branches',
    headings: ['Provincial branches', 'Branch committees'],
    text: 'Every province has a branch with an elected committee and a chairperson.\nBranch meetings are held every quarter and report to the national executive committee.',
  },
];

const developmentQuestions = readQuestions(
  join(fileURLToPath(new URL('.', import.meta.url)), '../../evaluation/development.jsonl'),
);

// What a reply says about the constitution: whether it declines, which Articles it cites, and how sure it is.
function reading(reply: ConstitutionAnswer) {
  return {
    responseType: reply.responseType,
    articles: reply.sources.map((source) => source.articleNumber),
    confidence: reply.ragMetadata.confidence,
  };
}

describe('createConstitutionEngine with the site pages', () => {
  let articlesOnly: ConstitutionEngine;
  let withPages: ConstitutionEngine;

  beforeAll(async () => {
    const document = await parseConstitutionPdf(readConstitutionPdf());
    articlesOnly = createConstitutionEngine(document);
    withPages = createConstitutionEngine(document, { sitePages });
  });

  it('answers every development question as it does without pages', async () => {
    const differences: string[] = [];
    for (const { question } of developmentQuestions) {
      const without = reading(await articlesOnly.answer({ query: question, useRag: true }));
      const beside = reading(await withPages.answer({ query: question, useRag: true }));
      if (JSON.stringify(without) !== JSON.stringify(beside)) differences.push(question);
    }
    expect(differences).toEqual([]);
  });

  it('links a page only where it scores near the best passage, and never for a named Article', async () => {
    // The branches page holds most of the question's words ("elected", "national") but scores far
    // below the Articles on elections; the General Assembly page answers it.
    const officers = await withPages.answer({
      query: 'Who elects the national officers?',
      useRag: true,
    });
    expect(officers.sitePages.map((page) => page.path)).toEqual(['/events/general-assembly']);
    const named = await withPages.answer({
      query: 'What does Article 37 say about joining?',
      useRag: true,
    });
    expect(named.sitePages).toEqual([]);
  });

  it('still finds the pages in Search mode and links them beside answers', async () => {
    const search = await withPages.answer({ query: 'CPD points courses', useRag: false });
    expect(search.sources.some((source) => source.route === '/services/cpd')).toBe(true);
    const answer = await withPages.answer({
      query: 'How do clinical officers apply online to join?',
      useRag: true,
    });
    expect(answer.sitePages.map((page) => page.path)).toContain('/membership/join');
  });
});
