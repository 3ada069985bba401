import type { ReactNode } from 'react';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** The page's one `h1`. */
  title: string;
  /** The group the page belongs to, shown small above the title. */
  eyebrow?: string;
  /** The opening paragraph. */
  summary?: ReactNode;
}

/** The top of a content page: group, title and opening paragraph. */
export function PageHeader({ title, eyebrow, summary }: PageHeaderProps) {
  return (
    <header className="page-header">
      {eyebrow ? <p className="page-header__eyebrow">{eyebrow}</p> : null}
      <h1>{title}</h1>
      {summary ? <p className="page-header__summary">{summary}</p> : null}
    </header>
  );
}
