/** The contact details' and the story's fields as the studio's form labels them. */
const FIELD_WORDS: Record<string, string> = {
  contactPhone: 'telephone',
  contactEmail: 'e-mail address',
  contactAddress: 'street address',
  officeDays: 'office days',
  officeOpens: 'opening time',
  officeCloses: 'closing time',
  storyHeading: 'story heading',
  storyParagraphs: 'story text',
  storyLinkLabel: 'story button label',
  storyLink: 'story button link',
  storyPicture: 'story picture',
};

/** A slide's fields, after "slide 2 ". */
const SLIDE_PART_WORDS: Record<string, string> = {
  SmallText: 'line above the headline',
  Headline: 'headline',
  ButtonLabel: 'button label',
  Link: 'button link',
  Picture: 'picture',
};

/**
 * A site settings field as the audit log names it, in the words of the studio's form ("telephone",
 * "slide 2 headline"), since the log is read by the secretariat, to whom `contactPhone` means
 * nothing. A name this does not know is given as it is.
 */
export function siteSettingsFieldWords(name: string): string {
  const slide = /^slide(\d)(SmallText|Headline|ButtonLabel|Link|Picture)$/.exec(name);
  if (slide?.[1] && slide[2]) return `slide ${slide[1]} ${SLIDE_PART_WORDS[slide[2]]}`;
  return FIELD_WORDS[name] ?? name;
}
