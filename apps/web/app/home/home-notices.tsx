import type { ContentEntry } from '@coaz/api-client';
import { Link } from 'react-router';
import { noticeAnchor } from '../contents/notice-anchor';
import { formatDate, formatDayOrToday } from '../dates/format-date';

/** How many notices the landing page lists; the rest are on /news. */
export const HOME_NOTICES = 3;

/**
 * The secretariat's notices at the top of the landing page, where most visitors arrive: the newest
 * {@link HOME_NOTICES}, each its title as a link to the whole notice on /news, its date and its
 * last day when it has one ("until": "shown until" is the studio's word for it; "until today" on
 * that day). Titles alone, in a slim band: with each notice's
 * opening words the band filled a laptop's first screen and two of a phone's, and pushed the
 * association's own introduction out of sight; a notice's title says what it is about, and its
 * text is one tap away. Notices have no drafts: a notice is
 * current from its publishing until its "show until" day ends in Lusaka, or, without one, until an
 * editor deletes it. The loader reads them anonymously, so the server has already left out the
 * ended ones; a deleted or ended one goes with the next render (the page's cache is keyed on the
 * content version a notice's save or delete moves on, and on Lusaka's date, which changes at the
 * midnight a notice ends). Nothing is drawn when there is none, or when they could not be read.
 */
export function HomeNotices({
  notices,
  today,
}: {
  notices: readonly ContentEntry[] | undefined;
  /**
   * Lusaka's date on the render's clock: a notice on its last day says "until today", not its
   * date again (one published that day read "31 December 2026, until 31 December 2026").
   */
  today?: string;
}) {
  if (!notices || notices.length === 0) return null;
  const shown = notices.slice(0, HOME_NOTICES);
  return (
    <section className="home-band home-band--alt home-notices" aria-labelledby="home-notices">
      <h2 id="home-notices">Notices from the secretariat</h2>
      <ul className="link-list">
        {shown.map((notice) => (
          <li key={notice.id}>
            <Link to={`/news#${noticeAnchor(notice.id)}`} className="coaz-link">
              {notice.title}
            </Link>
            <span className="link-list__meta">
              {' · '}
              <time dateTime={notice.createdAt}>{formatDate(notice.createdAt)}</time>
              {notice.showUntil ? (
                <>
                  , until{' '}
                  <time dateTime={notice.showUntil}>
                    {formatDayOrToday(notice.showUntil, today)}
                  </time>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      {notices.length > shown.length ? (
        <p>
          <Link to="/news#published-contents" className="coaz-link stand-alone-link">
            All {notices.length} notices
          </Link>
        </p>
      ) : null}
    </section>
  );
}
