import { useContents } from '@coaz/api-client/react';
import { Alert, EmptyState, Spinner } from '@coaz/ui-kit';

/**
 * The notices association staff publish through the member portal, newest first as the server
 * sends them. Text is rendered as text, never as HTML. Editing lives in the member portal (#10).
 */
export function PublishedContents() {
  const { query } = useContents();
  return (
    <section className="page-section" aria-labelledby="published-contents">
      <h2 id="published-contents">Notices</h2>
      {query.isPending ? (
        <Spinner label="Loading notices…" showLabel />
      ) : query.isError ? (
        <Alert tone="error">Failed to load contents</Alert>
      ) : query.data.length === 0 ? (
        <EmptyState title="No content available" headingLevel={3} />
      ) : (
        <ul className="card-list card-list--two">
          {query.data.map((entry) => (
            <li key={entry.id}>
              <article className="coaz-card">
                {entry.imageUrl ? (
                  <img
                    src={entry.imageUrl}
                    alt=""
                    className="coaz-card__image"
                    loading="lazy"
                    width={640}
                    height={449}
                  />
                ) : null}
                <div className="coaz-card__body">
                  <h3 className="coaz-card__title">{entry.title}</h3>
                  <p className="coaz-card__meta">
                    <time dateTime={entry.updatedAt}>{entry.updatedAt.slice(0, 10)}</time>
                  </p>
                  <p className="content-entry__body">{entry.body}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
