import type { PartGroup } from './constitution-types';

/** The id of the contents list, which every Part's "Back to the contents" link leads to. */
export const CONTENTS_ID = 'contents';

/** Props of {@link ConstitutionContents}. */
export interface ConstitutionContentsProps {
  /** The Articles grouped under their Parts, as the page lists them. */
  groups: PartGroup[];
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
        {groups.map(({ part, articles, anchor }) => (
          <li key={anchor}>
            <a href={`#${anchor}`}>
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
