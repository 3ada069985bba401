/**
 * The images a page's HTML references, as `<img src>`/`srcset`, `<source srcset>` inside
 * `<picture>`, and `<link rel="preload" as="image" href/imagesrcset>`. Each entry lists the
 * candidate URLs of one reference; a browser fetches one candidate per reference.
 */
export function imageReferences(html) {
  const references = [];
  for (const tag of html.matchAll(/<(img|source|link)\b[^>]*>/gi)) {
    const element = tag[0];
    const name = tag[1].toLowerCase();
    const attribute = (key) =>
      new RegExp(`\\s${key}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i')
        .exec(element)
        ?.slice(2)
        .find((value) => value !== undefined);
    if (
      name === 'link' &&
      !(/^preload$/i.test(attribute('rel') ?? '') && attribute('as') === 'image')
    )
      continue;
    const candidates = [];
    const single = name === 'link' ? attribute('href') : attribute('src');
    if (single) candidates.push(single);
    const set = name === 'link' ? attribute('imagesrcset') : attribute('srcset');
    if (set) {
      for (const candidate of set.split(',')) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) candidates.push(url);
      }
    }
    if (candidates.length > 0) {
      references.push({
        candidates: [...new Set(candidates.map(decodeEntities))],
        lazy: /\sloading\s*=\s*["']?lazy/i.test(element),
      });
    }
  }
  return references;
}

/** The stylesheets a page's HTML links to (`<link rel="stylesheet" href>`), as written. */
export function stylesheetReferences(html) {
  const sheets = [];
  for (const tag of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\srel\s*=\s*["']?stylesheet["'\s/>]/i.test(tag[0])) continue;
    const href = /\shref\s*=\s*("([^"]*)"|'([^']*)')/i.exec(tag[0]);
    const value = href?.[2] ?? href?.[3];
    if (value) sheets.push(decodeEntities(value));
  }
  return sheets;
}

function decodeEntities(value) {
  return value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'");
}
