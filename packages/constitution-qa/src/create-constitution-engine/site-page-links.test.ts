import { beforeAll, describe, expect, it } from 'vitest';
import { parseConstitutionText } from '../parse-constitution-text/parse-constitution-text';
import type { SitePage } from '../retrieval/constitution-passage';
import { sampleConstitution } from '../test-support/sample-constitution';
import { type ConstitutionEngine, createConstitutionEngine } from './create-constitution-engine';

// Pages written for this test. Stemming merges "offices" with "officer" and "officers" ("offic"),
// and "generation" with "general" ("gener"): words of different meaning.
const sitePages: SitePage[] = [
  {
    title: 'Officer training',
    route: '/services/officer-training',
    headings: ['For new officers'],
    text: 'Every newly elected officer attends a short course on their duties.\nThe course is run by the officer in charge of training.',
  },
  {
    title: 'Visiting us',
    route: '/contact/visiting',
    headings: ['Opening hours'],
    text: 'Our offices open from eight in the morning on weekdays.\nThe offices close for public holidays.',
  },
  {
    title: 'Membership fee',
    route: '/membership/fee',
    headings: ['Paying the fee'],
    text: 'The membership fee is paid once a year.\nA student pays a reduced membership fee.',
  },
];

let engine: ConstitutionEngine;

beforeAll(() => {
  engine = createConstitutionEngine(parseConstitutionText(sampleConstitution), { sitePages });
});

const linked = async (query: string) =>
  (await engine.answer({ query, useRag: true })).sitePages.map((page) => page.path);

describe('site pages linked beside answers', () => {
  it('links a page holding the words asked, not one sharing only their stem', async () => {
    const links = await linked('where are the offices');
    expect(links).toContain('/contact/visiting');
    expect(links).not.toContain('/services/officer-training');
  });

  it('counts another inflection of a word as the word', async () => {
    expect(await linked('what are the membership fees')).toContain('/membership/fee');
  });

  it('counts a misspelt word by its correction', async () => {
    expect(await linked('what are the membrship fees')).toContain('/membership/fee');
  });
});
