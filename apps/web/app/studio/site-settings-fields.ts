import type { FieldErrors, FieldSpec, FormValues } from './field-spec';
import { addressProblem, linkedAddress } from './form-values';

/** A group of the settings form, drawn as one fieldset. */
export interface SettingsGroup {
  legend: string;
  fields: readonly FieldSpec[];
}

const LINK_HINT = 'A page of this site, such as /news, or an address starting with https://.';

function slide(slot: 1 | 2 | 3): SettingsGroup {
  const first = slot === 1;
  return {
    legend: first ? 'Carousel: slide 1' : `Carousel: slide ${slot} (optional)`,
    fields: [
      {
        name: `slide${slot}SmallText`,
        label: `Slide ${slot}: line above the headline`,
        kind: 'text',
        maxLength: 80,
        hint: 'Optional.',
      },
      {
        name: `slide${slot}Headline`,
        label: `Slide ${slot}: headline`,
        kind: 'text',
        required: first,
        maxLength: 160,
        ...(first ? {} : { hint: 'Leave the whole slide empty to show no slide here.' }),
      },
      {
        name: `slide${slot}ButtonLabel`,
        label: `Slide ${slot}: button label`,
        kind: 'text',
        required: first,
        maxLength: 40,
      },
      {
        name: `slide${slot}Link`,
        label: `Slide ${slot}: button link`,
        kind: 'text',
        required: first,
        maxLength: 2000,
        hint: LINK_HINT,
      },
      {
        name: `slide${slot}Picture`,
        // No colon, unlike its neighbours: the picture's buttons build on it ("Choose a slide 1
        // picture", "Replace the slide 1 picture"), which "slide 1: picture" made read as code.
        label: `Slide ${slot} picture`,
        kind: 'picture',
        hint: 'Optional: without one the slide shows the drawing the site ships. A wide picture, about 1600 × 640.',
      },
    ],
  };
}

/** The settings form's fields, in the order the form shows them, by group. */
export const SETTINGS_GROUPS: readonly SettingsGroup[] = [
  {
    legend: 'Contact details (every page’s header and footer, the home page)',
    fields: [
      {
        name: 'contactPhone',
        label: 'Telephone',
        kind: 'text',
        required: true,
        maxLength: 30,
        hint: 'In international form, such as +260 761 234 390.',
      },
      {
        name: 'contactEmail',
        label: 'E-mail address',
        kind: 'email',
        required: true,
        maxLength: 254,
      },
      {
        name: 'contactAddress',
        label: 'Street address',
        kind: 'text',
        required: true,
        maxLength: 300,
        hint: 'Parts separated by commas show on lines of their own in the footer.',
      },
      {
        name: 'officeDays',
        label: 'Office days',
        kind: 'text',
        required: true,
        maxLength: 80,
        hint: 'Such as Monday to Friday.',
      },
      { name: 'officeOpens', label: 'Opens at', kind: 'time', required: true },
      { name: 'officeCloses', label: 'Closes at', kind: 'time', required: true },
    ],
  },
  {
    legend: 'Success story (home page)',
    fields: [
      {
        name: 'storyHeading',
        label: 'Story heading',
        kind: 'text',
        required: true,
        maxLength: 120,
      },
      {
        name: 'storyParagraphs',
        label: 'Story text',
        kind: 'lines',
        required: true,
        hint: 'One paragraph a line; up to 6 paragraphs of 1,500 characters each.',
      },
      {
        name: 'storyLinkLabel',
        label: 'Story button label',
        kind: 'text',
        required: true,
        maxLength: 60,
      },
      {
        name: 'storyLink',
        label: 'Story button link',
        kind: 'text',
        required: true,
        maxLength: 2000,
        hint: LINK_HINT,
      },
      {
        name: 'storyPicture',
        label: 'Story picture',
        kind: 'picture',
        hint: 'Optional: without one the story shows the drawing the site ships.',
      },
    ],
  },
  slide(1),
  slide(2),
  slide(3),
];

/** Every field of the form. */
export const SETTINGS_FIELDS: readonly FieldSpec[] = SETTINGS_GROUPS.flatMap(
  (group) => group.fields,
);

const text = (values: FormValues, name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The server's own rules that the generic checks do not know, said before sending: a telephone
 * number, a link, paragraphs within bounds, the office closing after it opens, and a slide that is
 * either whole or empty.
 */
export function settingsProblems(values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  const phone = text(values, 'contactPhone');
  const digits = phone.replace(/\D/g, '').length;
  if (phone && (!/^\+?[0-9][0-9 ]*[0-9]$/.test(phone) || digits < 7 || digits > 15)) {
    errors.contactPhone = 'Enter a telephone number such as +260 761 234 390';
  }
  const paragraphs = text(values, 'storyParagraphs')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (paragraphs.length > 6) {
    errors.storyParagraphs = `Too many paragraphs: at most 6; this has ${paragraphs.length}`;
  } else if (paragraphs.some((paragraph) => paragraph.length > 1500)) {
    errors.storyParagraphs = 'A paragraph is too long: at most 1,500 characters each';
  }
  for (const name of ['storyLink', 'slide1Link', 'slide2Link', 'slide3Link']) {
    const link = text(values, name);
    if (link && !isSiteLink(link)) {
      errors[name] = addressProblem(
        link,
        'Enter a page of this site, such as /news, or an address starting with https://',
      );
    }
  }
  const opens = text(values, 'officeOpens');
  const closes = text(values, 'officeCloses');
  if (opens && closes && closes <= opens && !errors.officeCloses) {
    errors.officeCloses = 'The office must close later than it opens';
  }
  for (const slot of [2, 3]) {
    const parts = ['SmallText', 'Headline', 'ButtonLabel', 'Link'];
    const picture = values[`slide${slot}Picture`];
    const used =
      parts.some((part) => text(values, `slide${slot}${part}`) !== '') ||
      (picture !== null && typeof picture === 'object' && Boolean(picture.url || picture.file));
    if (!used) continue;
    for (const [part, words] of [
      ['Headline', 'headline'],
      ['ButtonLabel', 'button label'],
      ['Link', 'button link'],
    ] as const) {
      if (text(values, `slide${slot}${part}`) === '') {
        errors[`slide${slot}${part}`] =
          `Enter the ${words} for slide ${slot} to show, or empty the whole slide`;
      }
    }
  }
  return errors;
}

/**
 * A page of this site (`/news`, never `//host`) or an `https:` address as typed that a link may
 * have (`linkedAddress`: no user name and password, as the server holds it); `www.moh.gov.zm` is
 * not read as an address here, since the server takes the link as typed.
 */
function isSiteLink(link: string): boolean {
  if (/^\/(?![/\\])\S*$/.test(link) && !link.includes('\\')) return true;
  return linkedAddress(link) === link;
}
