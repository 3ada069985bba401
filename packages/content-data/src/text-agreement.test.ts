import { describe, expect, it } from 'vitest';
import * as content from './index';
import { getSearchDocuments } from './search/search-documents';

/** Every text the package holds, each with where it is, as one list to read. */
function textsOf(value: unknown, at: string, found: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') found.push([at, value]);
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) textsOf(item, `${at}[${index}]`, found);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) textsOf(item, `${at}.${key}`, found);
  }
  return found;
}

const texts = [...textsOf(content, 'content'), ...textsOf(getSearchDocuments(), 'searchDocuments')];

/** The texts that say `pattern`, by where they are. */
const saying = (pattern: RegExp) =>
  texts.filter(([, text]) => pattern.test(text)).map(([at]) => at);

describe('the texts agree with each other and with the site', () => {
  it('reads them all', () => {
    expect(texts.length).toBeGreaterThan(500);
  });

  it('names only offices the structure pages have: a district has District Representatives', () => {
    expect(saying(/\b(district|provincial) secretar(y|ies)\b/i)).toEqual([]);
  });

  it('promises no constitution download: whether there is one is the server’s configuration', () => {
    // The pages offer the download beside these texts when the server has the signed document.
    expect(saying(/download(ed)?\b[^.]*\bconstitution|constitution\b[^.]*\bdownload/i)).toEqual([]);
  });

  it('mentions no postal address: the site publishes a street address only', () => {
    expect(saying(/\bpostal address|postal and street|p\.?\s?o\.? box/i)).toEqual([]);
  });

  it('claims no province the lab-coat news does not cover', () => {
    expect(saying(/every province took part|lab coats in every province/i)).toEqual([]);
  });
});
