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

  it('declining a fact the constitution leaves to the secretariat, links the page that has it', async () => {
    const withFacts = createConstitutionEngine(parseConstitutionText(sampleConstitution), {
      sitePages: [
        ...sitePages,
        {
          title: 'Talk to us',
          route: '/talk-to-us',
          headings: ['Write or call the secretariat'],
          text: 'Contact the secretariat with any question about your membership.',
        },
        {
          title: "What's on",
          route: '/whats-on',
          headings: ['Upcoming events'],
          text: 'Meetings, conferences and training days, each with its date and venue.',
        },
      ],
    });
    const declined = async (query: string) => {
      const reply = await withFacts.answer({ query, useRag: true });
      expect(reply.responseType).toBe('fallback');
      return reply.sitePages.map((page) => page.path);
    };
    expect(await declined('what is the phone number of the association')).toContain('/talk-to-us');
    expect(await declined('when is the next annual general meeting')).toContain('/whats-on');
  });

  it('links the page of events first when asked when a meeting is', async () => {
    const withEvents = createConstitutionEngine(parseConstitutionText(sampleConstitution), {
      sitePages: [
        ...sitePages,
        {
          title: "What's on",
          route: '/whats-on',
          headings: ['Upcoming events'],
          text: 'Meetings, conferences and training days, each with its date and venue.',
        },
      ],
    });
    const reply = await withEvents.answer({ query: 'when does the council meet', useRag: true });
    expect(reply.sitePages[0]?.path).toBe('/whats-on');
  });

  it('links the page of member benefits first when asked what the association offers', async () => {
    const withBenefits = createConstitutionEngine(parseConstitutionText(sampleConstitution), {
      sitePages: [
        ...sitePages,
        {
          title: 'Member benefits',
          route: '/benefits',
          headings: ['What members get'],
          text: 'Cover, learning and a voice: what membership gives.',
        },
      ],
    });
    const reply = await withBenefits.answer({
      query: 'what services does the association offer its members',
      useRag: true,
    });
    expect(reply.sitePages[0]?.path).toBe('/benefits');
  });

  it('links the joining page first when asked how to join', async () => {
    const withJoining = createConstitutionEngine(parseConstitutionText(sampleConstitution), {
      sitePages: [
        ...sitePages,
        {
          title: 'Become a member',
          route: '/joining',
          headings: ['How to join'],
          text: 'Apply online with your documents; the secretariat replies by text message.',
        },
      ],
    });
    const reply = await withJoining.answer({
      query: 'how do i join the association',
      useRag: true,
    });
    expect(reply.sitePages[0]?.path).toBe('/joining');
  });

  it('links the page of fees first when asked how much members pay', async () => {
    const withFees = createConstitutionEngine(parseConstitutionText(sampleConstitution), {
      sitePages: [
        {
          title: 'Member portal',
          route: '/portal',
          headings: ['Paying the subscription'],
          text: 'Log in to pay the yearly subscription by mobile money.',
        },
        {
          title: 'Apply',
          route: '/apply',
          headings: ['Membership fees'],
          text: 'The membership fees of each kind of member, for the year.',
        },
      ],
    });
    const reply = await withFees.answer({
      query: 'how much is the yearly subscription',
      useRag: true,
    });
    expect(reply.sitePages[0]?.path).toBe('/apply');
  });

  it('counts a misspelt word by its correction', async () => {
    expect(await linked('what are the membrship fees')).toContain('/membership/fee');
  });
});
