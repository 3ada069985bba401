import { professionalCategories, servicePages } from '@coaz/content-data';
import { editDistance } from '../search/closest-word';
import { otherNumberForms } from '../search/number-forms';
import { SECRETARIAT_CONTACT_PATH } from '../site/secretariat-contact';

/**
 * Addresses people guess, or remember from other sites, that the site has no page at, each with
 * the page it means: written as {@link spellingOf} writes an address (lower case, `_` between
 * words), so `/Contact-Us` and `/contact_us/` are one.
 */
const GUESSED_PAGES: Readonly<Record<string, string>> = {
  '/contact': SECRETARIAT_CONTACT_PATH,
  '/contact_us': SECRETARIAT_CONTACT_PATH,
  '/about_us': '/about',
  '/jobs': '/services/careers',
  '/vacancies': '/services/careers',
  '/careers': '/services/careers',
  '/events': '/news',
  '/register': '/join',
  '/apply': '/join',
  '/sign_in': '/login',
};

/** A name as an address part: "Clinical Officer HIV/TB" → "clinical_officer_hiv_tb". */
const addressPartOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_|_$/g, '');

/**
 * A category's or service's address spelt from the name its page shows, where the slug says it
 * otherwise: `/categories/clinical_officer_general` for `/categories/general`,
 * `/categories/mental_health_officers` for `/categories/medical_psychiatry_officers`,
 * `/services/learning_and_cpd` for `/services/cpd`.
 */
function namedAddresses(): [string, string][] {
  const named = [
    ...professionalCategories.map((category) => ['categories', category.name, category.slug]),
    ...servicePages.map((page) => ['services', page.title, page.slug]),
  ];
  return named
    .filter(([, name, slug]) => addressPartOf(name as string) !== slug)
    .map(([group, name, slug]) => [
      `/${group}/${addressPartOf(name as string)}`,
      `/${group}/${slug}`,
    ]);
}

const GUESSED_ADDRESSES: ReadonlyMap<string, string> = new Map([
  ...Object.entries(GUESSED_PAGES),
  ...namedAddresses(),
]);

/** Endings of a page's file on an older static site (`/about.html`), which this site never had. */
const FILE_ENDING = /\.(?:html?|php|aspx?)$/;

/**
 * An address as the site would spell it: lower case, words joined by `_` (a hyphen or a space
 * typed between them), no trailing slash, no file ending and no `/index`.
 * @example spellingOf('/Categories/Clinical-Officer-General/') // '/categories/clinical_officer_general'
 */
export function spellingOf(path: string): string {
  const spelt = path
    .toLowerCase()
    .replace(/(.)\/+$/, '$1')
    .replace(FILE_ENDING, '')
    .replace(/\/index$/, '')
    .replace(/[-\s]+/g, '_');
  return spelt === '' ? '/' : spelt;
}

/** The page a guessed address means ({@link GUESSED_ADDRESSES}), if it is one. */
export function guessedAddressTarget(path: string): string | undefined {
  return GUESSED_ADDRESSES.get(path);
}

/** How many slips a typed part of an address may have from the site's: none in a short one. */
function allowedSlips(part: string): number {
  if (part.length >= 7) return 2;
  return part.length >= 4 ? 1 : 0;
}

// Past this, an address is no mistyped page (a pasted paragraph, a probe), and is not compared.
const LONGEST_PART = 80;

/** The slips between a typed part of an address and one of the site's, or undefined past allowed. */
function slipsBetween(typed: string, own: string): number | undefined {
  // "category" for "categories", "vacancy" for "vacancies": the same page in the other number.
  if (typed === own || otherNumberForms(typed).includes(own)) return 0;
  const allowed = allowedSlips(own);
  if (Math.abs(typed.length - own.length) > allowed) return undefined;
  const slips = editDistance(typed, own);
  if (slips > allowed) return undefined;
  // Two slips and another first letter is another word, as the site search reads it.
  if (slips === 2 && typed[0] !== own[0]) return undefined;
  return slips;
}

/** The slips between a typed address's parts and an address's, or undefined past allowed. */
function slipsOfParts(typed: readonly string[], parts: readonly string[]): number | undefined {
  let slips = 0;
  for (const [index, part] of parts.entries()) {
    const between = slipsBetween(typed[index] as string, part);
    if (between === undefined) return undefined;
    slips += between;
  }
  return slips;
}

/** The candidates (of `depth` parts, if given) at the fewest slips `slipsOf` counts. */
function nearestOf(
  candidates: readonly { address: string; parts: string[] }[],
  depth: number | undefined,
  slipsOf: (parts: string[]) => number | undefined,
): string[] {
  let fewest = Number.POSITIVE_INFINITY;
  let nearest: string[] = [];
  for (const { address, parts } of candidates) {
    if (depth !== undefined && parts.length !== depth) continue;
    const slips = slipsOf(parts);
    if (slips === undefined) continue;
    if (slips < fewest) {
      fewest = slips;
      nearest = [address];
    } else if (slips === fewest) {
      nearest.push(address);
    }
  }
  return nearest;
}

/**
 * Makes the function that gives the addresses of `addresses` nearest a mistyped path, as
 * {@link spellingOf} spells them: the same number of parts, each part the same but for its case,
 * its number, its hyphens or a slip or two of typing (none in a part of three letters or fewer).
 * Failing that, the addresses whose last part is the path's last part, at any depth, the same
 * way: `/laws` is `/organisation/laws`, `/employees` `/organisation/administration/employees`.
 * Every address at the fewest slips is given, so one means the intended page is clear and more
 * that it is not. `addresses` are the site's own; the guessed ones ({@link GUESSED_ADDRESSES}) are
 * looked through too and given back as guessed.
 * @example addressesNearFinder(['/categories/general'])('/categories/genral') // ['/categories/general']
 */
export function addressesNearFinder(addresses: readonly string[]): (path: string) => string[] {
  const candidates = [...addresses, ...GUESSED_ADDRESSES.keys()].map((address) => ({
    address,
    parts: address.toLowerCase().split('/'),
  }));
  return (path) => {
    const typed = spellingOf(path).split('/');
    if (typed.some((part) => part.length > LONGEST_PART)) return [];
    const whole = nearestOf(candidates, typed.length, (parts) => slipsOfParts(typed, parts));
    // No page at that depth: the page whose last part is the address's, wherever it stands
    // ("/laws" is "/organisation/laws", "/full_membership" "/membership/full_membership").
    const last = typed.at(-1) ?? '';
    const nearest =
      whole.length > 0 || last === ''
        ? whole
        : nearestOf(candidates, undefined, (parts) => slipsBetween(last, parts.at(-1) ?? ''));
    // Two guessed addresses of one page are one answer, not a choice between two.
    const pages = new Set<string>();
    return nearest.filter((address) => {
      const page = guessedAddressTarget(address) ?? address;
      if (pages.has(page)) return false;
      pages.add(page);
      return true;
    });
  };
}
