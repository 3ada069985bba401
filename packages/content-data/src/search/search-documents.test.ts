import { beforeAll, describe, expect, it } from 'vitest';
import { aboutPage } from '../about/about-page';
import { constitutionExtracts } from '../about/constitution-extracts';
import { CONTACT_EMAIL, CONTACT_PHONE } from '../association/contact-details';
import { carouselSlides } from '../carousel/carousel-slides';
import { professionalCategories } from '../categories/professional-categories';
import { committees } from '../committees/committees';
import { associationDuties } from '../duties/association-duties';
import { events } from '../events/events';
import { governanceEntries } from '../governance/governance-entries';
import { landingSections } from '../landing/landing-sections';
import { statisticsBannerWords } from '../landing/statistics-banner-words';
import { membershipTypes } from '../membership/membership-types';
import { newsItems } from '../news/news-items';
import { partners } from '../partners/partners';
import { servicePages } from '../services/service-pages';
import { copiedRuns, readConstitutionText, wordRuns } from '../test-support/constitution-text';
import { vacancies } from '../vacancies/vacancies';
import { searchDocuments } from './search-document-list';
import { getSearchDocuments } from './search-documents';

const routes = searchDocuments.map((document) => document.route);

describe('searchDocuments', () => {
  it('is built once: the constant and every call give the same array', () => {
    expect(getSearchDocuments()).toBe(searchDocuments);
    expect(getSearchDocuments()).toBe(getSearchDocuments());
  });

  it('holds none of the site settings editors change: the carousel, the success story, the contact details', () => {
    const home = searchDocuments.find((document) => document.route === '/home');
    const words = JSON.stringify(home);
    expect(words).toContain(landingSections.benefits.heading);
    for (const settled of [
      CONTACT_PHONE,
      CONTACT_EMAIL,
      landingSections.successStory.heading,
      carouselSlides[1]?.largeText ?? 'missing',
    ]) {
      expect(words).not.toContain(settled);
    }
  });

  it('covers every page of the site, each route once', () => {
    const expected = [
      '/home',
      '/about',
      '/objective',
      '/development',
      '/readmore',
      '/news',
      '/join',
      '/organisation/administration/employees',
      '/organisation/laws',
      ...associationDuties.map((duty) => `/association/${duty.slug}`),
      ...servicePages.map((page) => `/services/${page.slug}`),
      ...professionalCategories.map((category) => `/categories/${category.slug}`),
      ...governanceEntries.map((entry) => `/organisation/governance/${entry.slug}`),
      ...committees.map(
        (committee) => `/organisation/governance/committees_of_the_executive/${committee.slug}`,
      ),
      ...membershipTypes.map((type) => `/membership/${type.slug}`),
    ];
    expect([...routes].sort()).toEqual([...expected].sort());
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('gives every document a title, headings and text', () => {
    for (const document of searchDocuments) {
      expect(document.title.trim(), document.route).not.toBe('');
      expect(document.text.trim().length, document.route).toBeGreaterThan(20);
      expect(document.headings.length, document.route).toBeGreaterThan(0);
      for (const heading of document.headings) expect(heading.trim()).not.toBe('');
    }
  });

  it('lets a search find a page by what it says', () => {
    const find = (word: RegExp) =>
      searchDocuments
        .filter((document) => word.test(document.text))
        .map((document) => document.route);
    expect(find(/fifteen consecutive years/)).toContain('/membership/life_membership');
    expect(find(/Class C/)).toContain('/categories/general');
    expect(find(/works with regulators, government ministries/)).toContain('/services/partners');
  });

  it("leaves out the editable collections' entries: no news post, event, vacancy or partner the package ships", () => {
    expect(routes.filter((route) => route.includes('?'))).toEqual([]);
    const everything = searchDocuments
      .map((document) => `${document.title}\n${document.headings.join('\n')}\n${document.text}`)
      .join('\n');
    for (const item of newsItems.filter((post) => post.heading !== ''))
      expect(everything).not.toContain(item.heading);
    for (const event of events) expect(everything).not.toContain(event.title);
    // A post's title can be a staff position too; its closing date and notes are its own.
    for (const vacancy of vacancies) {
      expect(everything).not.toContain(`${vacancy.position}, ${vacancy.company}`);
      for (const comment of vacancy.comments) expect(everything).not.toContain(comment);
    }
    // Editors rename and remove partners in the studio; a search must not find the old words.
    for (const partner of partners) expect(everything).not.toContain(partner.description);
  });

  it("finds the executive's offices by what they are, not by one term's record, which its page drops once the term is over", () => {
    const executive = governanceEntries.find(
      (entry) => entry.slug === 'national_executive_committee',
    );
    const indexed = searchDocuments.find(
      (document) => document.route === '/organisation/governance/national_executive_committee',
    );
    expect(executive?.leaders.length).toBeGreaterThan(0);
    for (const leader of executive?.leaders ?? []) {
      for (const paragraph of leader.about) expect(indexed?.text).toContain(paragraph);
      for (const done of leader.contributions) expect(indexed?.text).not.toContain(done);
    }
  });

  it("leads a journalist searching for the press to the secretariat's contacts", () => {
    const home = searchDocuments.find((document) => document.route === '/home');
    expect(home?.text).toMatch(/\bfrom the press\b/);
  });

  it("indexes the home page's figures band by its heading and labels, not its figures", () => {
    const home = searchDocuments.find((document) => document.route === '/home');
    expect(home?.headings).toContain(statisticsBannerWords.heading);
    for (const label of Object.values(statisticsBannerWords.labels))
      expect(home?.text, label).toContain(label);
    // The figures are read from the member service when the page renders: none is shipped here.
    expect(home?.text).not.toMatch(/\d/);
  });

  it("indexes the about page's background under its heading", () => {
    const about = searchDocuments.find((document) => document.route === '/about');
    expect(about?.headings[0]).toBe('Background');
    for (const paragraph of aboutPage.background) expect(about?.text).toContain(paragraph);
  });

  it('names the constitution summary as its page is headed', () => {
    const summary = searchDocuments.find((document) => document.route === '/readmore');
    expect(summary?.title).toBe('The constitution in brief');
  });

  it('offers the joining page to those who want to join, apply or pay the membership fee', () => {
    const joining = searchDocuments.find((document) => document.route === '/join');
    expect(joining?.title).toBe('Join COAZ');
    expect(joining?.text).toMatch(/\bjoin\b/i);
    expect(joining?.text).toMatch(/\bapply\b/i);
    expect(joining?.text).toMatch(/\bmembership fee\b/i);
    expect(joining?.text).toMatch(/\bannual subscription\b/i);
    // The types one applies for, by name; life and honorary membership come by nomination.
    for (const name of ['Full Membership', 'Student Membership', 'Retired Membership'])
      expect(joining?.text).toContain(`${name}: `);
    expect(joining?.text).not.toContain('Life Membership: ');
    // As the join page and each membership page say: the fee is paid once the application is
    // approved, not on its own (the search shows this line for "fees").
    const feeLine = joining?.text.split('\n').find((line) => line.startsWith('Membership fees'));
    expect(feeLine).toMatch(/once the secretariat has approved your application/i);
  });
});

describe('the site texts', () => {
  let constitutionRuns = new Set<string>();
  beforeAll(async () => {
    constitutionRuns = wordRuns(await readConstitutionText());
  });

  it("are written in the association's own words, copying no run of ten words from the constitution", () => {
    // Article numbers and titles are quoted on purpose, as references; the rest must be our own.
    const references = constitutionExtracts.map(
      (extract) => `Article ${extract.articleNumber}, ${extract.title}: `,
    );
    const copied = searchDocuments.flatMap((document) => {
      const text = references.reduce(
        (rest, reference) => rest.replaceAll(reference, ''),
        document.text,
      );
      return copiedRuns(text, constitutionRuns).map((run) => `${document.route}: ${run}`);
    });
    expect(copied).toEqual([]);
  });
});
