import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from './collections';
import { dashboardTitle, studioSectionFrom, studioSections } from './studio-sections';

describe('studioSections', () => {
  // In view mode each section links to where visitors see it. Notices and events both live on the
  // news page, below every news item: linked to its top, an editor on a phone scrolled past all
  // the news to find them.
  it('links the notices and the events to their places on the news page', () => {
    const href = (id: string) => studioSections(false).find((section) => section.id === id)?.href;
    expect(href('notices')).toBe('/news#published-contents');
    expect(href('events')).toBe('/news#upcoming-events');
    expect(href('news')).toBe('/news');
  });

  it('links the partners to their own page, which lists them all (the home page shows a few)', () => {
    const href = (id: string) => studioSections(false).find((section) => section.id === id)?.href;
    expect(href('partners')).toBe('/services/partners');
  });

  it('offers the editors and the backup to admins alone', () => {
    const ids = (isAdmin: boolean) => studioSections(isAdmin).map((section) => section.id);
    expect(ids(false)).not.toContain('editors');
    expect(ids(false)).not.toContain('backup');
    expect(ids(true)).toEqual(expect.arrayContaining(['editors', 'backup']));
  });

  // Its view link opens the home page, whose header and footer show the settings: a screen-reader
  // user following "Site settings" landed there with nothing said of why.
  it('names the site settings’ view link after the home page it opens, and its edit link plainly', () => {
    const settings = (mode?: 'view' | 'edit') =>
      studioSections(false, mode).find((section) => section.id === 'site-settings');
    expect(settings('view')).toMatchObject({ label: 'Site settings, on the home page', href: '/' });
    expect(settings('edit')?.label).toBe('Site settings');
    expect(settings()?.label).toBe('Site settings');
  });

  // The sidebar reads the collections' labels from collection-labels.ts, not from the studio's
  // forms, which every member's dashboard would otherwise download: the two must not drift.
  it("lists the studio's collections in its order, by the names its forms use", () => {
    const collectionIds = new Set(Object.keys(COLLECTIONS));
    const listed = studioSections(false)
      .filter((section) => collectionIds.has(section.id))
      .map((section) => [section.id, section.label]);
    expect(listed).toEqual(Object.values(COLLECTIONS).map((spec) => [spec.name, spec.label]));
  });
});

describe('studioSectionFrom', () => {
  it('opens a collection the address names, and the notices for a name of no section', () => {
    expect(studioSectionFrom('vacancies', false)).toBe('vacancies');
    expect(studioSectionFrom('nonsense', false)).toBe('notices');
    expect(studioSectionFrom(null, false)).toBe('notices');
    // Names every object answers to are not collections: `in` took `toString` for one.
    expect(studioSectionFrom('toString', false)).toBe('notices');
  });

  it('opens the editors and the backup for admins alone', () => {
    expect(studioSectionFrom('editors', true)).toBe('editors');
    expect(studioSectionFrom('editors', false)).toBe('notices');
    expect(studioSectionFrom('backup', false)).toBe('notices');
  });
});

describe('dashboardTitle', () => {
  it('names the studio section the address opens, and the dashboard otherwise', () => {
    expect(dashboardTitle('')).toBe('Dashboard');
    expect(dashboardTitle('?section=news')).toBe('Dashboard');
    expect(dashboardTitle('?mode=edit')).toBe('Notices in the studio');
    expect(dashboardTitle('?mode=edit&section=vacancies')).toBe('Vacancies in the studio');
    expect(dashboardTitle('?mode=edit&section=audit-log')).toBe('Audit log in the studio');
    expect(dashboardTitle('?mode=edit&section=backup')).toBe('Backup in the studio');
    // An address naming no section opens the notices, and is titled so.
    expect(dashboardTitle('?mode=edit&section=nonsense')).toBe('Notices in the studio');
  });
});
