import type { PageSection } from '@coaz/content-data';

/** Props of {@link PageSections}. */
export interface PageSectionsProps {
  sections: readonly PageSection[];
  /** Level of each section's heading. @default 2 */
  headingLevel?: 2 | 3;
}

/** A page's sections as headed blocks of paragraphs and points. */
export function PageSections({ sections, headingLevel = 2 }: PageSectionsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading} className="page-section">
          <Heading>{section.heading}</Heading>
          <SectionBody section={section} />
        </section>
      ))}
    </>
  );
}

/** The paragraphs and points of one section, without its heading. */
export function SectionBody({ section }: { section: PageSection }) {
  return (
    <>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.points?.length ? (
        <ul>
          {section.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
