import type { SearchDocument } from '@coaz/content-data';
import { describe, expect, it } from 'vitest';
import { suggestionsFor } from '../site/header-search';
import { SECRETARIAT_CONTACT_PATH } from '../site/secretariat-contact';
import { SEARCH_EXAMPLES } from './search-examples';
import {
  hasSearchableWords,
  searchSite,
  searchSiteResults,
  searchSiteWithSuggestion,
  siteSearchDocuments,
} from './search-site';

const documents: SearchDocument[] = [
  { title: 'Careers', route: '/services/careers', headings: ['Vacancies'], text: 'Work with us.' },
  {
    title: 'Health Insurance',
    route: '/services/health_insurance',
    headings: ['Cover'],
    text: 'The group scheme covers members.\nInsurance for your family.',
  },
  { title: 'About', route: '/about', headings: [], text: 'Health of the nation.' },
];

describe('site search', () => {
  it('finds pages holding every word, the title match first', () => {
    const hits = searchSite('health insurance', documents);
    expect(hits.map((hit) => hit.route)).toEqual(['/services/health_insurance']);
    expect(hits[0]?.excerpt).toBe('Insurance for your family.');
  });

  it('ranks a title match above a text match', () => {
    expect(searchSite('health', documents).map((hit) => hit.route)).toEqual([
      '/services/health_insurance',
      '/about',
    ]);
  });

  it('finds nothing for a blank or one-letter query', () => {
    expect(searchSite('  ', documents)).toEqual([]);
    expect(searchSite('a', documents)).toEqual([]);
  });

  it('searches the real site by default', () => {
    expect(searchSite('life membership')[0]?.route).toBe('/membership/life_membership');
  });

  it('opens with the joining page for those who want to join, apply or pay the membership fee', () => {
    for (const query of ['join', 'apply', 'membership fee', 'membership fees', 'how to join'])
      expect(searchSite(query)[0]?.route, query).toBe('/join');
  });

  it('never offers a past event the site shipped as an upcoming one', () => {
    // 'Annual General Meeting 2025' ended on 16 October 2025: current events come from the API.
    expect(searchSite('AGM').map((hit) => hit.title)).not.toContain('Annual General Meeting 2025');
    expect(searchSite('AGM').map((hit) => hit.route)).not.toContain('/news#upcoming-events');
  });

  it('finds a page saying only the abbreviation when the query says it in full', () => {
    const meetings: SearchDocument[] = [
      { title: 'Resolutions of the 2024 AGM', route: '/r', headings: [], text: 'Adopted.' },
      { title: 'Members meet', route: '/m', headings: [], text: 'The annual general meeting.' },
      {
        title: 'Report',
        route: '/p',
        headings: [],
        text: 'An annual report to the general meeting.',
      },
      { title: 'Annual report', route: '/a', headings: [], text: 'Read at the meeting.' },
    ];
    expect(searchSite('annual general meeting', meetings).map((hit) => hit.route)).toEqual([
      '/m',
      '/r',
      '/p',
    ]);
    expect(
      searchSite('when is the annual general meeting', meetings).map((hit) => hit.route),
    ).toContain('/r');
    expect(
      searchSiteResults('annual general meeting', meetings).hits.map((hit) => hit.route),
    ).toContain('/r');
    const council: SearchDocument[] = [
      { title: 'Licences', route: '/l', headings: [], text: 'Renew with the HPCZ each year.' },
    ];
    expect(searchSite('Health Professions Council of Zambia', council)).toHaveLength(1);
  });

  it('takes the Annual General Assembly, as the notices say, for the AGM', () => {
    const motions: SearchDocument[] = [
      {
        title: 'Motions for the Annual General Assembly',
        route: '/news#notices',
        headings: [],
        text: 'Send your motions to the secretariat.',
      },
    ];
    expect(searchSite('AGM', motions)).toHaveLength(1);
    expect(searchSite('annual general meeting', motions)).toHaveLength(1);
  });

  it("knows the association's abbreviations both ways", () => {
    expect(searchSite('CPD').map((hit) => hit.route)).toContain('/services/cpd');
    expect(searchSite('hpcz').length).toBeGreaterThan(0);
    expect(searchSite('health professions council of zambia').length).toBeGreaterThan(0);
    expect(searchSite('NEC')[0]?.route).toBe(
      '/organisation/governance/national_executive_committee',
    );
    // "co" is a word of its own, not the start of "committee".
    const onlyCo: SearchDocument[] = [
      { title: 'Committees', route: '/c', headings: [], text: 'The committee meets.' },
      { title: 'Officers', route: '/o', headings: [], text: 'A clinical officer treats.' },
    ];
    expect(searchSite('co', onlyCo).map((hit) => hit.route)).toEqual(['/o']);
  });

  it('finds with a plural the pages that say the singular', () => {
    const pages: SearchDocument[] = [
      { title: 'Laws', route: '/laws', headings: [], text: 'Rules for each election.' },
      { title: 'Join', route: '/join', headings: [], text: 'The membership fee is yearly.' },
    ];
    expect(searchSite('elections', pages).map((hit) => hit.route)).toEqual(['/laws']);
    expect(searchSite('fees', pages).map((hit) => hit.route)).toEqual(['/join']);
    expect(searchSite('elections', pages)[0]?.snippet).toContainEqual({
      text: 'election',
      match: true,
    });
  });

  it('finds a short word in its plural too, but not inside other words', () => {
    const pages: SearchDocument[] = [
      { title: 'Join', route: '/join', headings: [], text: 'Membership fees are yearly.' },
      { title: 'Survey', route: '/survey', headings: [], text: 'Tell us your feelings.' },
    ];
    expect(searchSite('fee', pages).map((hit) => hit.route)).toEqual(['/join']);
  });

  it('finds a longer word at the start of words, never inside one', () => {
    const pages: SearchDocument[] = [
      { title: 'Join', route: '/join', headings: [], text: 'Membership subscriptions are yearly.' },
      { title: 'Scripts', route: '/scripts', headings: [], text: 'Script writing for CPD.' },
    ];
    expect(searchSite('member', pages).map((hit) => hit.route)).toEqual(['/join']);
    // "script" is in "subscriptions", "ship" in "membership": neither is the word asked for.
    expect(searchSite('script', pages).map((hit) => hit.route)).toEqual(['/scripts']);
    expect(searchSite('ship', pages)).toEqual([]);
    // On the real site, "tion" was inside nearly every page's words.
    expect(searchSite('tion')).toEqual([]);
  });

  it('finds what a member pays, whether asked as fees, subscription or dues', () => {
    for (const query of ['fees', 'fee', 'dues'])
      expect(
        searchSite(query).map((hit) => hit.title),
        query,
      ).toContain('Associate Membership');
    const pay = searchSite('fees', [
      {
        title: 'Paying',
        route: '/pay',
        headings: [],
        text: 'Annual subscriptions by mobile money.',
      },
    ]);
    expect(pay.map((hit) => hit.route)).toEqual(['/pay']);
  });

  it('opens with the membership fees for those who ask what membership costs', () => {
    for (const query of [
      'membership cost',
      'price of membership',
      'how much does it cost to join',
      'membership charges',
      'how much is membership',
    ])
      expect(searchSite(query)[0]?.route, query).toBe('/join');
    // The word as typed still counts: the insurance scheme "costs less than individual cover".
    expect(searchSite('insurance cost').map((hit) => hit.route)).toContain(
      '/services/health_insurance',
    );
  });

  it('does not take a word starting "subs" for the members\' word for subscriptions', () => {
    const pages: SearchDocument[] = [
      { title: 'Paying', route: '/pay', headings: [], text: 'Pay your subs by mobile money.' },
      { title: 'Psychiatry', route: '/psy', headings: [], text: 'Treats substance-use disorders.' },
      { title: 'Later', route: '/later', headings: [], text: 'In subsequent years.' },
    ];
    expect(searchSite('fees', pages).map((hit) => hit.route)).toEqual(['/pay']);
    expect(searchSite('fees').map((hit) => hit.title)).not.toContain('Clinical Officer Psychiatry');
  });

  it('does not take a word holding "call" for a call to the secretariat', () => {
    const pages: SearchDocument[] = [
      { title: 'Contact', route: '/contact', headings: [], text: 'Call or write to us.' },
      { title: 'Paying', route: '/pay', headings: [], text: 'Matched automatically.' },
      { title: 'Conduct', route: '/conduct', headings: [], text: 'Practise ethically.' },
    ];
    expect(searchSite('phone', pages).map((hit) => hit.route)).toEqual(['/contact']);
    expect(searchSite('call', pages).map((hit) => hit.route)).toEqual(['/contact']);
  });

  it('opens with the careers page for vacancies, one or many', () => {
    expect(searchSite('vacancies')[0]?.route).toBe('/services/careers');
    expect(searchSite('vacancy')[0]?.route).toBe('/services/careers');
  });

  it('opens with the careers page for those who ask for jobs or a job', () => {
    expect(searchSite('jobs')[0]?.route).toBe('/services/careers');
    expect(searchSite('job')[0]?.route).toBe('/services/careers');
    const posts = searchSite('jobs', [
      {
        title: 'Clinical Officer, Solwezi',
        route: '/services/careers#vacancy-3',
        headings: [],
        text: 'Two vacancies at the district hospital.',
      },
    ]);
    expect(posts.map((hit) => hit.route)).toEqual(['/services/careers#vacancy-3']);
  });

  it('finds the practising licence spelt either way', () => {
    const licence = searchSite('licence').map((hit) => hit.route);
    expect(licence.length).toBeGreaterThan(3);
    expect(searchSite('license').map((hit) => hit.route)).toEqual(expect.arrayContaining(licence));
  });

  it("opens with the secretariat's contacts however a visitor asks for them", () => {
    const missed = [
      'contact',
      'contact us',
      'contact details',
      'enquiries',
      'phone',
      'telephone',
      'phone number',
      'cell number',
      'call',
      'email',
      'e-mail',
      'email address',
      'address',
      'postal address',
      'location',
      'where are you located',
      'where is coaz located',
      'directions',
      'where are your offices',
      'office hours',
      'opening times',
      'working hours',
    ].filter((query) => searchSite(query)[0]?.route !== SECRETARIAT_CONTACT_PATH);
    expect(missed).toEqual([]);
  });

  it('does not take an officer for an office', () => {
    const office = searchSite('office').map((hit) => hit.route);
    expect(office).toContain(SECRETARIAT_CONTACT_PATH);
    expect(office.filter((route) => route.startsWith('/categories/'))).toEqual([]);
    expect(searchSite('officer').some((hit) => hit.route.startsWith('/categories/'))).toBe(true);
    // Nor excellence for a cell number.
    const cell = searchSite('cell').map((hit) => hit.route);
    expect(cell[0]).toBe(SECRETARIAT_CONTACT_PATH);
    expect(cell).not.toContain('/services/awards_and_certificates');
  });

  it('offers "Did you mean" for a mistyped word, with its results', () => {
    const result = searchSiteWithSuggestion('presdent');
    expect(result.didYouMean).toBe('president');
    expect(result.hits.length).toBeGreaterThan(0);
    expect(searchSiteWithSuggestion('health insurance').didYouMean).toBeUndefined();
    expect(searchSiteWithSuggestion('qqqqzzzz')).toEqual({ hits: [] });
  });

  it('shows a passage of the text with the match marked, not the title again', () => {
    const [hit] = searchSite('insurance', [
      {
        title: 'Health Insurance',
        route: '/h',
        headings: [],
        text: 'Health Insurance\nThe scheme covers members.\nInsurance for your family.',
      },
    ]);
    expect(hit?.excerpt).toBe('Insurance for your family.');
    expect(hit?.snippet).toEqual([
      { text: 'Insurance', match: true },
      { text: ' for your family.', match: false },
    ]);
  });

  it('cuts a long passage around the match', () => {
    const long = `${'Words before the match. '.repeat(12)}The annual subscription is due in March. ${'Words after it. '.repeat(12)}`;
    const [hit] = searchSite('subscription', [
      { title: 'Fees', route: '/f', headings: [], text: long },
    ]);
    expect(hit?.excerpt.length).toBeLessThan(200);
    expect(hit?.excerpt.startsWith('…')).toBe(true);
    expect(hit?.snippet.filter((part) => part.match).map((part) => part.text)).toEqual([
      'subscription',
    ]);
  });
});

describe('what people type', () => {
  it('finds a page for every example the search page offers', () => {
    for (const example of SEARCH_EXAMPLES) expect(searchSite(example), example).not.toEqual([]);
  });

  it('corrects an abbreviation typed with its letters swapped: cdp is CPD, amg is AGM', () => {
    expect(searchSiteWithSuggestion('cdp').didYouMean).toBe('cpd');
    expect(searchSiteWithSuggestion('how many cdp points').didYouMean).toBe('how many cpd points');
    expect(searchSiteWithSuggestion('amg').didYouMean).toBe('agm');
    expect(searchSiteWithSuggestion('cdp').hits[0]?.route).toBe('/services/cpd');
    // A short word that is no abbreviation's letters is not guessed.
    expect(searchSiteWithSuggestion('qxz').didYouMean).toBeUndefined();
  });

  it('tells a query of words from one of signs alone', () => {
    expect(hasSearchableWords('@#$%!')).toBe(false);
    expect(hasSearchableWords('a ?')).toBe(false);
    expect(hasSearchableWords('c++')).toBe(false);
    expect(hasSearchableWords('CPD?')).toBe(true);
  });

  it('finds a word by the verb it is made from: renewal finds where members renew', () => {
    expect(searchSite('renewal').map((hit) => hit.route)).toContain('/login');
  });

  it('opens with the constitution in full for those who ask for the constitution', () => {
    for (const query of ['constitution', 'download the constitution', 'constitution pdf'])
      expect(searchSite(query)[0]?.route, query).toBe('/constitution');
  });

  it('finds who is elected for "elections"', () => {
    const titles = searchSite('elections').map((hit) => hit.title);
    expect(titles).toContain('National Executive Committee');
    expect(titles).toContain('Provincial Leadership');
  });

  it('finds the other forms of a word: paying finds pay, discipline finds disciplinary', () => {
    const pages: SearchDocument[] = [
      { title: 'Subscriptions', route: '/pay', headings: [], text: 'Pay by mobile money.' },
      { title: 'Ethics', route: '/ethics', headings: [], text: 'The disciplinary committee.' },
    ];
    expect(searchSite('paying', pages).map((hit) => hit.route)).toEqual(['/pay']);
    expect(searchSite('discipline', pages).map((hit) => hit.route)).toEqual(['/ethics']);
    // The whole word found is marked, not only its start.
    expect(searchSite('discipline', pages)[0]?.snippet).toContainEqual({
      text: 'disciplinary',
      match: true,
    });
  });

  it('answers a question by its words, not by "how", "do" or "I"', () => {
    // A member paying the subscription logs in to pay.
    expect(searchSite('how do i pay subs')[0]?.route).toBe('/login');
    expect(searchSite('where can I find vacancies')[0]?.route).toBe('/services/careers');
    expect(searchSite('how many cpd points do i need')[0]?.route).toBe('/services/cpd');
    // A query of such words alone is still searched as typed.
    const pages: SearchDocument[] = [
      { title: 'Who we are', route: '/about', headings: [], text: 'The association.' },
    ];
    expect(searchSite('who', pages).map((hit) => hit.route)).toEqual(['/about']);
  });

  it('knows MoMo is mobile money', () => {
    expect(searchSite('momo').map((hit) => hit.route)).toEqual(
      expect.arrayContaining(['/join', '/login']),
    );
    expect(searchSite('pay by MoMo')[0]?.route).toBe('/login');
  });

  it('shows the pages with most of the words when none has them all', () => {
    const result = searchSiteWithSuggestion('insurance claim');
    expect(result.partial).toBe(true);
    expect(result.hits[0]?.route).toBe('/services/health_insurance');
    expect(searchSiteWithSuggestion('health insurance').partial).toBeUndefined();
    expect(searchSiteWithSuggestion('qqqqzzzz')).toEqual({ hits: [] });
  });

  it('finds a mistyped word only where the correction is said, never silently', () => {
    // The header once listed the insurance pages for "insurence" with no "Did you mean".
    expect(searchSite('insurence')).toEqual([]);
    expect(searchSite('insurance claim')).toEqual([]);
  });

  it('does not "correct" a real English word the site does not use into another word', () => {
    // A journalist's "founded" is not a slip for "funded", nor an HR officer's "hire" for a
    // notice's "here": nothing matches them, and the results page says what else to try.
    const notice: SearchDocument = {
      title: 'Office hours',
      route: '/notices#hours',
      headings: [],
      text: 'Read the opening hours here.',
    };
    for (const word of ['founded', 'hire', 'unfunded', 'foundation'])
      expect(searchSiteWithSuggestion(word, [...siteSearchDocuments, notice]), word).toEqual({
        hits: [],
      });
  });

  it('still corrects a misspelling, in whatever word the site uses', () => {
    const corrected = {
      memebrship: 'membership',
      constitusion: 'constitution',
      insurence: 'insurance',
      presidnt: 'president',
      adress: 'address',
      oficer: 'officer',
      verifiy: 'verify',
    };
    for (const [typed, meant] of Object.entries(corrected)) {
      const result = searchSiteWithSuggestion(typed);
      expect(result.didYouMean, typed).toBe(meant);
      expect(result.hits.length, typed).toBeGreaterThan(0);
    }
  });

  it('searches the first hundred characters of a pasted text, as the server does', () => {
    // Every word costs a pass over every page, for each keystroke on a phone.
    const pasted = `health insurance${' health'.repeat(20)} qqqzzzx`;
    const result = searchSiteWithSuggestion(pasted);
    expect(result.partial).toBeUndefined();
    expect(result.hits[0]?.route).toBe('/services/health_insurance');
  });

  it('does not correct a long word to one that starts otherwise', () => {
    // "funeral" is two letters from "general", which is not what anyone searching it means.
    expect(searchSiteWithSuggestion('funeral').didYouMean).toBeUndefined();
    expect(searchSiteWithSuggestion('insurence').didYouMean).toBe('insurance');
    expect(searchSiteWithSuggestion('cpd pionts').didYouMean).toBe('cpd points');
  });
});

describe('the membership check', () => {
  it('offers to check a membership number however it is typed', () => {
    for (const query of ['COAZ-000123', 'coaz 000123', 'coaz000123', 'Coaz-000123', '000123']) {
      const [first] = searchSite(query);
      expect(first?.route, query).toBe('/verify/COAZ-000123');
      expect(first?.title, query).toBe('Check membership COAZ-000123');
    }
  });

  it('leads a number with too few digits to the check, saying what a number looks like', () => {
    // Never guessed at (it could be another member's), as on the check itself.
    for (const query of ['coaz 123', 'COAZ-1234567']) {
      const [first] = searchSite(query);
      expect(first?.route, query).toBe('/verify');
      expect(first?.excerpt, query).toContain('COAZ- followed by six digits');
    }
    expect(searchSite('coaz').map((hit) => hit.route)).not.toContain('/verify/COAZ-000000');
    // Once: the check page found by its text as well was listed twice.
    for (const query of ['COAZ-0001', 'coaz 123', 'COAZ-1234567']) {
      const routes = searchSiteWithSuggestion(query).hits.map((hit) => hit.route);
      expect(
        routes.filter((route) => route === '/verify'),
        query,
      ).toHaveLength(1);
      expect(new Set(routes).size, query).toBe(routes.length);
    }
    expect(searchSite('123 members')[0]?.route ?? '').not.toMatch(/^\/verify/);
  });

  it('is what an employer finds first for "verify" or "check a member"', () => {
    for (const query of [
      'verify',
      'check a member',
      'verify membership number',
      'confirm membership',
    ]) {
      expect(searchSite(query)[0]?.route, query).toBe('/verify');
    }
  });

  it('finds the home page by its figures band, however a journalist asks for the figures', () => {
    for (const query of ['association in numbers', 'statistics', 'figures'])
      expect(searchSite(query)[0]?.route, query).toBe('/home');
    // Its labels find it too, among the membership pages that say them.
    for (const query of ['active members', 'districts'])
      expect(
        searchSite(query).map((hit) => hit.route),
        query,
      ).toContain('/home');
  });

  it("finds the about page's background for the association's history", () => {
    for (const query of ['history', 'background', 'history of the association'])
      expect(searchSite(query)[0]?.route, query).toBe('/about');
  });

  it('is found by the noun as by the verb: "verification" as "verify"', () => {
    for (const query of ['verification', 'membership verification', 'verifications'])
      expect(searchSite(query)[0]?.route, query).toBe('/verify');
  });

  it('names the membership check as the page does, under its own headings', () => {
    // 4cbae33 renamed the page "Check a membership"; the search still said "Verify a membership".
    const [first] = searchSite('verify');
    expect(first?.title).toBe('Check a membership');
    expect(JSON.stringify(searchSite('membership verification'))).not.toContain(
      'Verify a membership',
    );
  });
  it('while a query is typed, finds the start of its last word too, below the word as typed', () => {
    const typing = { typing: true };
    const titles = (query: string) =>
      searchSiteWithSuggestion(query, siteSearchDocuments, typing).hits.map((hit) => hit.title);
    // "con" and "mem" are no words the site uses: the header said "No pages match" between "co"
    // and "cons" while "constitution" was being typed.
    expect(searchSite('con')).toEqual([]);
    expect(titles('con')).toContain('Constitution');
    expect(titles('mem')).toContain('Life Membership');
    expect(titles('life mem')[0]).toBe('Life Membership');
    // The abbreviation as typed still comes first: "co" is clinical officers before "committee".
    expect(titles('co')[0]).toMatch(/Clinical Officer/);
    // A finished word (a space after it) is searched as before.
    expect(searchSiteWithSuggestion('mem ', siteSearchDocuments, typing).hits).toEqual([]);
    // Nothing starts so: corrected as ever, or nothing for a real word the site does not use.
    expect(searchSiteWithSuggestion('insurence', siteSearchDocuments, typing).didYouMean).toBe(
      'insurance',
    );
    expect(searchSiteWithSuggestion('founded', siteSearchDocuments, typing)).toEqual({ hits: [] });
  });

  it('gives on the results page at least what the header suggested for the same query, the whole words first', () => {
    // Enter on an unfinished word said "No pages match “pa”" under six suggestions.
    for (const query of ['pa', 'cpd poi', 'life mem', 'con', 'mem', 'co', 'membership fe', 'cpd']) {
      const suggested = suggestionsFor(
        searchSiteWithSuggestion(query, siteSearchDocuments, { typing: true }),
      ).map((suggestion) => suggestion.id);
      const page = searchSiteResults(query);
      const listed = page.hits.map((hit) => `${hit.route} ${hit.title}`);
      expect(suggested.length, query).toBeGreaterThan(0);
      expect(page.partial, query).toBeUndefined();
      expect(page.didYouMean, query).toBeUndefined();
      for (const id of suggested) expect(listed, query).toContain(id);
      // The pages holding every word as typed lead, in their own order.
      const whole = searchSite(query).map((hit) => `${hit.route} ${hit.title}`);
      expect(listed.slice(0, whole.length), query).toEqual(whole);
    }
    expect(searchSiteResults('life mem').hits[0]?.title).toBe('Life Membership');
    expect(searchSiteResults('co').hits[0]?.title).toMatch(/Clinical Officer/);
    // A finished word searched whole is still found first; a misspelling still corrected.
    expect(searchSiteResults('insurence').didYouMean).toBe('insurance');
    expect(searchSiteResults('founded')).toEqual({ hits: [] });
  });
});
