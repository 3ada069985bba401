import { z } from '@hono/zod-openapi';
import { clockTime, optionalText, Picture, PictureInput } from '../collections/entry-schemas';
import { isPlainHttpsAddress } from '../contents/image-url';
import { plainText } from '../http/input-schemas';

/** How many carousel slides the record holds; slide 1 always shows, 2 and 3 when filled in. */
export const SLIDE_SLOTS = [1, 2, 3] as const;

/**
 * A telephone number as people write it: digits and spaces, an optional leading `+`, 7 to 15
 * digits (E.164's longest), so the site's `tel:` link dials it.
 */
export function isTelephoneNumber(value: string): boolean {
  if (!/^\+?[0-9][0-9 ]*[0-9]$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** A link a button follows: a path on this site (`/news`, never `//host`) or an `https:` address. */
export function isSiteLink(value: string): boolean {
  return /^\/(?![/\\])[^\s\\\p{Cc}]*$/u.test(value) || isPlainHttpsAddress(value);
}

const telephone = () =>
  plainText(1, 30).refine(isTelephoneNumber, 'must be a telephone number such as +260 761 234 390');
/**
 * A plain e-mail address, as every page's `mailto:` link is built from: one `@`, a name of
 * letters, digits and `. _ + ' -`, and a domain of letters, digits and hyphens in dot-separated
 * labels. Nothing a `mailto:` link reads as more than the address: `?` and `&` start and join
 * headers (`info@coaz.org?bcc=spy%40evil.example` copied a stranger on every message the footer
 * sent), `%` escapes another address in, and spaces and commas list several.
 * @example isPlainEmailAddress('info@coaz.org') // true
 */
export function isPlainEmailAddress(value: string): boolean {
  return /^[A-Za-z0-9_+'-]+(?:\.[A-Za-z0-9_+'-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/.test(
    value,
  );
}

const email = () =>
  plainText(1, 254).refine(
    isPlainEmailAddress,
    'must be one plain e-mail address such as info@coaz.org, with nothing after it (no ?, &, % or spaces)',
  );
const link = () =>
  plainText(1, 2000).refine(
    isSiteLink,
    'must be a path on this site, such as /news, or an https:// address',
  );
const optionalLink = () =>
  optionalText(2000).refine(
    (value) => value === null || isSiteLink(value),
    'must be a path on this site, such as /news, or an https:// address',
  );

function slideFields(slot: (typeof SLIDE_SLOTS)[number]) {
  const first = slot === 1;
  return {
    [`slide${slot}SmallText`]: optionalText(80),
    [`slide${slot}Headline`]: first ? plainText(1, 160) : optionalText(160),
    [`slide${slot}ButtonLabel`]: first ? plainText(1, 40) : optionalText(40),
    [`slide${slot}Link`]: first ? link() : optionalLink(),
    [`slide${slot}Picture`]: PictureInput.nullable(),
  };
}

/** Every field of the site settings as an editor sends it, with its checks. */
export const siteSettingsFields = {
  contactPhone: telephone(),
  contactEmail: email(),
  contactAddress: plainText(1, 300),
  officeDays: plainText(1, 80),
  officeOpens: clockTime(),
  officeCloses: clockTime(),
  storyHeading: plainText(1, 120),
  storyParagraphs: z.array(plainText(1, 1_500)).min(1).max(6),
  storyLinkLabel: plainText(1, 60),
  storyLink: link(),
  storyPicture: PictureInput.nullable(),
  ...slideFields(1),
  ...slideFields(2),
  ...slideFields(3),
} satisfies z.ZodRawShape;

/** The fields as the API shows them. */
export const SiteSettings = z
  .object({
    version: z.number().int().openapi({ description: '0 until an editor first saves them' }),
    updatedAt: z.string().nullable().openapi({ format: 'date-time' }),
    contactPhone: z.string(),
    contactEmail: z.string(),
    contactAddress: z.string(),
    officeDays: z.string(),
    officeOpens: z.string(),
    officeCloses: z.string(),
    storyHeading: z.string(),
    storyParagraphs: z.array(z.string()),
    storyLinkLabel: z.string(),
    storyLink: z.string(),
    storyPicture: Picture.nullable(),
    ...Object.fromEntries(
      SLIDE_SLOTS.flatMap((slot) => [
        [`slide${slot}SmallText`, z.string().nullable()],
        [`slide${slot}Headline`, slot === 1 ? z.string() : z.string().nullable()],
        [`slide${slot}ButtonLabel`, slot === 1 ? z.string() : z.string().nullable()],
        [`slide${slot}Link`, slot === 1 ? z.string() : z.string().nullable()],
        [`slide${slot}Picture`, Picture.nullable()],
      ]),
    ),
  })
  .openapi('SiteSettings');

/**
 * Rules across fields: the office closes after it opens, and a slide beyond the first that has
 * anything in it has its headline, button label and link (half a slide would show a broken
 * button). Each problem names its field, as the schema's messages do.
 */
export function siteSettingsProblem(settings: Record<string, unknown>): string | undefined {
  const opens = String(settings.officeOpens);
  const closes = String(settings.officeCloses);
  if (closes <= opens) return 'officeCloses: must be later than the opening time';
  for (const slot of SLIDE_SLOTS.slice(1)) {
    const parts = ['SmallText', 'Headline', 'ButtonLabel', 'Link', 'Picture'];
    const used = parts.some((part) => settings[`slide${slot}${part}`] != null);
    if (!used) continue;
    for (const part of ['Headline', 'ButtonLabel', 'Link']) {
      if (settings[`slide${slot}${part}`] == null) {
        return `slide${slot}${part}: must be filled in for slide ${slot} to show, or clear the whole slide`;
      }
    }
  }
  return undefined;
}
