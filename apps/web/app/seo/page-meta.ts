import { ASSOCIATION_NAME, pageTitle } from '@coaz/content-data';
import type { MetaDescriptor } from 'react-router';
import shareCardUrl from '../images/share-card.png?url';
import { siteUrl } from './site-origin';

/** What a route says about itself to browsers, search engines and link previews. */
export interface PageMetaOptions {
  /** The page's own name; the association's name is added after it. Omit for the home page. */
  title?: string;
  /** One or two sentences, shown under the link in search results. */
  description: string;
  /** The route's canonical path, e.g. `/about`. */
  path: string;
  /** Open Graph type. @default 'website' */
  type?: 'website' | 'article';
  /** Structured data (schema.org objects) to embed as JSON-LD. */
  structuredData?: object[];
  /** The page's own picture for link previews, in place of the site's share card. */
  image?: ShareImage;
}

/** A picture link previews show for a page (`og:image` and its details). */
export interface ShareImage {
  /** Its absolute URL: previews fetch it from another site. */
  url: string;
  /** What it shows, for those who cannot see it. */
  alt: string;
  /** Its media type, e.g. `image/webp`, when known. */
  type?: string;
  /** Its size in pixels, when known. */
  width?: number;
  height?: number;
}

const DESCRIPTION_LIMIT = 160;

/**
 * What a link to any page shows in a preview (WhatsApp, Facebook, X): the site's share card,
 * drawn in app/images/share-card.svg and rendered to PNG, since previews show no SVG and every
 * picture of the site is SVG.
 */
const SHARE_CARD: MetaDescriptor[] = [
  { property: 'og:image', content: siteUrl(shareCardUrl) },
  { property: 'og:image:type', content: 'image/png' },
  { property: 'og:image:width', content: '1200' },
  { property: 'og:image:height', content: '630' },
  {
    property: 'og:image:alt',
    content: 'COAZ, the Clinical Officers Association of Zambia: we are your voice',
  },
];

/** The Open Graph tags of a page's own picture; details not known are left out. */
function imageTags({ url, alt, type, width, height }: ShareImage): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ property: 'og:image', content: url }];
  if (type) tags.push({ property: 'og:image:type', content: type });
  if (width && height) {
    tags.push({ property: 'og:image:width', content: String(width) });
    tags.push({ property: 'og:image:height', content: String(height) });
  }
  tags.push({ property: 'og:image:alt', content: alt });
  return tags;
}

/**
 * Shortens text to what search results show: to its whole sentences that fit, or, where the
 * first is too long, to its first clauses ending at a semicolon, said as a sentence; only when
 * neither fits is it cut on a word boundary with "…", which reads as cut off mid-sentence in a
 * search result, so a page whose text starts with a long sentence should say its own description.
 */
export function shortDescription(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= DESCRIPTION_LIMIT) return plain;
  const ends = [...plain.slice(0, DESCRIPTION_LIMIT + 1).matchAll(/[.!?;](?= )/g)];
  const end = ends.at(-1)?.index;
  if (end !== undefined) return `${plain.slice(0, end)}.`;
  const cut = plain.slice(0, DESCRIPTION_LIMIT - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/**
 * The `meta` export of a route: title, description, canonical link, Open Graph and Twitter card
 * tags, and any JSON-LD. Prerendering writes them into each page's HTML.
 */
export function pageMeta({
  title,
  description,
  path,
  type = 'website',
  structuredData = [],
  image,
}: PageMetaOptions): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const text = shortDescription(description);
  const url = siteUrl(path);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: text },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: ASSOCIATION_NAME },
    { property: 'og:type', content: type },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: text },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(image ? imageTags(image) : SHARE_CARD),
  ];
  for (const data of structuredData) tags.push({ 'script:ld+json': data });
  return tags;
}
