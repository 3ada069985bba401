import type { ConstitutionArticle, ConstitutionPart } from './constitution-types';

/** The id of the contents list, which every Part's "Back to the contents" link leads to. */
export const CONTENTS_ID = 'contents';

/** The element id of a Part's section, e.g. `part-iv`; the opening Articles are `part-opening`. */
export function partAnchor(part: ConstitutionPart | undefined): string {
  return part ? `part-${String(part.number).toLowerCase()}` : 'part-opening';
}

/** Props of {@link ConstitutionContents}. */
export interface ConstitutionContentsProps {
  /** The Articles grouped under their Parts, as the page lists them. */
  groups: { part: ConstitutionPart | undefined; articles: ConstitutionArticle[] }[];
}

/**
 * The constitution's contents: every Part with its Articles, each a link to its place on the page.
 * On a phone the whole text is many screens long, so every Part ends with a way back here.
 */
export function ConstitutionContents({ groups }: ConstitutionContentsProps) {
  return (
    <nav
      id={CONTENTS_ID}
      className="constitution-contents"
      aria-labelledby="constitution-contents-heading"
      tabIndex={-1}
    >
      <h2 id="constitution-contents-heading">Contents</h2>
      <ol className="constitution-contents__parts">
        {groups.map(({ part, articles }) => (
          <li key={partAnchor(part)}>
            <a href={`#${partAnchor(part)}`}>
              {part ? `Part ${part.number}: ${part.title}` : 'Opening Articles'}
            </a>
            <ol className="constitution-contents__articles">
              {articles.map((article) => (
                <li key={article.anchor}>
                  <a href={`#${article.anchor}`}>
                    Article {article.number}: {article.title}
                  </a>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </nav>
  );
}
