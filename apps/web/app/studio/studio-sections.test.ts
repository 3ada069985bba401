import { describe, expect, it } from 'vitest';
import { studioSections } from './studio-sections';

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
});
