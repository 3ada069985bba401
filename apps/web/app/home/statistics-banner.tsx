import { statisticsBannerWords } from '@coaz/content-data';
import type { MemberFigures } from './member-figures';
import { roundedFigure } from './rounded-figure';

/** Props of {@link StatisticsBanner}. */
export interface StatisticsBannerProps {
  /** Members, active members and districts, as the server read them for this render. */
  figures: MemberFigures;
  /** How many partners the page lists, so the figure and the list always agree; 0 shows none. */
  partners: number;
}

/**
 * The association in four numbers: members, active members and districts from the member service,
 * and the number of partners the page lists. Rendered into the page by the server, so they read
 * with no script and the page starts no app to show them; a count that could not be read is left
 * out, and visitors are not told.
 *
 * Decided: the figures are those of the page's render, and a rendered page is kept until the
 * content version moves (any publish) or the day in Lusaka ends (the page cache's key), so they
 * can be up to a day behind; a joining member does not move the version, and re-rendering the
 * page at every join would cost a render per join for a figure nobody needs to the unit. So the
 * member counts are shown rounded down to their first two digits (`1,250` is "1,200+",
 * `roundedFigure`): a day's joins seldom change what is shown, and what is shown stays true as
 * they come. Districts and partners are shown exactly: they change only with an edit, and the
 * partners with the very content the page is keyed on.
 */
export function StatisticsBanner({ figures, partners }: StatisticsBannerProps) {
  // Its words are content-data's, which the site search indexes the home page by.
  const { heading, labels } = statisticsBannerWords;
  const shown = [
    { label: labels.members, value: figures.members, text: roundedFigure },
    { label: labels.activeMembers, value: figures.activeMembers, text: roundedFigure },
    { label: labels.districts, value: figures.districts, text: exactFigure },
    // None listed yet is no figure: "0 Partners" read as a broken count beside the others.
    { label: labels.partners, value: partners > 0 ? partners : undefined, text: exactFigure },
  ].flatMap(({ label, value, text }) =>
    value === undefined ? [] : [{ label, text: text(value) }],
  );
  return (
    <section className="home-band statistics-banner" aria-labelledby="statistics-heading">
      <h2 id="statistics-heading" className="coaz-visually-hidden">
        {heading}
      </h2>
      <ul className="statistics-banner__figures">
        {shown.map((figure) => (
          <li key={figure.label} className="statistics-banner__figure">
            {/* The kit's figure (`StatisticCounter`) without its count-up: with no app on the
                page it never played, and an app started later by a tap elsewhere would run it
                from nought on figures already read. */}
            <div className="coaz-statistic">
              <p className="coaz-statistic__value">
                <FigureText text={figure.text} />
              </p>
              <p className="coaz-statistic__label">{figure.label}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A figure as it is read out: a rounded count's `+` in words ("more than 1,200"), since screen
 * readers drop the sign at their usual punctuation level or say "1,200 plus" after the number,
 * which leaves a member hearing an exact count. The `+` is drawn only where the count was rounded
 * down, so "more than" is what it means.
 */
function FigureText({ text }: { text: string }) {
  if (!text.endsWith('+')) return text;
  return (
    <>
      <span aria-hidden="true">{text}</span>
      <span className="coaz-visually-hidden">{`more than ${text.slice(0, -1)}`}</span>
    </>
  );
}

function exactFigure(value: number): string {
  return value.toLocaleString('en-GB');
}
