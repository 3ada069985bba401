import { describe, expect, it } from 'vitest';
import { cpdSections } from '../cpd/cpd-sections';
import { findServicePage, servicePages } from './service-pages';

describe('servicePages', () => {
  it('has the seven service pages, each slug exactly once', () => {
    expect(servicePages.map((page) => page.slug)).toEqual([
      'cpd',
      'health_insurance',
      'awards_and_certificates',
      'resource_banking',
      'research_and_innovation',
      'partners',
      'careers',
    ]);
    expect(findServicePage('cpd')?.title).toBe('Learning and CPD');
  });

  it('fills every section with text', () => {
    for (const page of servicePages) {
      expect(page.summary.trim(), page.slug).not.toBe('');
      expect(page.sections.length, page.slug).toBeGreaterThan(0);
      for (const section of page.sections) {
        expect(section.heading.trim()).not.toBe('');
        expect(section.paragraphs.length).toBeGreaterThan(0);
        for (const line of [...section.paragraphs, ...(section.points ?? [])]) {
          expect(line.trim()).not.toBe('');
          expect(line).not.toMatch(/coming soon|lorem/i);
        }
      }
    }
  });

  it('introduces careers in words that hold true when no post is open', () => {
    // The summary heads the page, and the home page's card, above "No open vacancies" too.
    expect(findServicePage('careers')?.summary).not.toMatch(/\bopen\b/i);
  });

  it('names the four awards and the four research areas with capacity building', () => {
    const awards = findServicePage('awards_and_certificates')?.sections[0]?.points?.join(' ');
    for (const award of [
      'Clinical Excellence',
      'Leadership and Innovation',
      'Community Service',
      'Research and Academic Excellence',
    ]) {
      expect(awards).toContain(award);
    }
    const research = findServicePage('research_and_innovation');
    const areas = research?.sections[0]?.points?.join(' ');
    for (const area of [
      'Community health',
      'Clinical research and trials',
      'Public health',
      'Policy and health systems',
    ]) {
      expect(areas).toContain(area);
    }
    expect(research?.sections.map((section) => section.heading)).toContain('Capacity building');
    expect(findServicePage('insurance')).toBeUndefined();
  });

  it('says where the resource bank is, and keeps the monthly premium apart from the annual subscription', () => {
    // The resource bank is no page of the site: its first section says how members get the documents.
    const bank = findServicePage('resource_banking')?.sections[0]?.paragraphs.join(' ');
    expect(bank).toMatch(/ask the secretariat/);
    // The subscription is paid once a year (the join page, the portal): a premium paid "monthly
    // with the subscription" contradicted them.
    const insurance = findServicePage('health_insurance')?.sections.flatMap((s) => s.paragraphs);
    expect(insurance?.join(' ')).not.toMatch(/with the subscription/);
    expect(insurance?.join(' ')).toMatch(/secretariat, which gives the premium/);
  });

  it('says nothing twice on one page, the CPD page with its own sections included', () => {
    for (const page of servicePages) {
      const sections = page.slug === 'cpd' ? [...page.sections, ...cpdSections] : page.sections;
      const sentences = sections
        .flatMap((section) => section.paragraphs)
        .flatMap((paragraph) => paragraph.split(/(?<=[.;,])\s+/))
        .map((sentence) => sentence.replace(/[.;,]$/, '').toLowerCase())
        .filter((sentence) => sentence.split(' ').length > 6);
      const repeated = sentences.filter((sentence, index) => sentences.indexOf(sentence) !== index);
      expect(repeated, page.slug).toEqual([]);
    }
  });
});
