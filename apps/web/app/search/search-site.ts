import {
  memberPlatformDocuments,
  type SearchDocument,
  searchDocuments,
  secretariatContactDocument,
} from '@coaz/content-data/search';
import { closestWord } from './closest-word';
import { constitutionDocument } from './constitution-document';
import { ENGLISH_LOOKALIKE_WORDS } from './english-lookalike-words';
import { membershipNumberHit } from './membership-number-hit';
import { otherNumberForms } from './number-forms';
import { QUESTION_WORDS } from './question-words';
import { searchableText } from './search-query-text';
import { PRICE_MEANS, PRICE_WORDS, SEARCH_SYNONYMS, synonymsOf } from './search-synonyms';

// What "how much" asks about, searched as a word: one of PRICE_WORDS.
const PRICE_ASKED = 'cost';

import { wordStem } from './word-stem';

/** A piece of a result's snippet; `match` pieces are the searched words, shown highlighted. */
export interface SnippetPart {
  text: string;
  match: boolean;
}

/** A page, news post, event, vacancy, notice or person that matched a site search. */
export interface SiteSearchHit {
  title: string;
  /** Where it is on the site, e.g. `/membership/full_membership` or `/news?article=...`. */
  route: string;
  /** A short passage of the page's text around the searched words (never just its title). */
  excerpt: string;
  /** The same passage in pieces, the searched words marked. */
  snippet: SnippetPart[];
  score: number;
}

/** What a search found, and the query it most likely meant when a word matched nothing. */
export interface SiteSearchResult {
  hits: SiteSearchHit[];
  /** The query with its mistyped words corrected; the hits are for this query when it is set. */
  didYouMean?: string;
  /** No page holds every word: the hits are the pages holding the most of them. */
  partial?: true;
}

const MINIMUM_WORD_LENGTH = 2;
const TITLE_WEIGHT = 30;
const HEADING_WEIGHT = 4;
const TEXT_CAP = 5;
const PHRASE_BONUS = 30;
const SNIPPET_LENGTH = 180;

/**
 * What the site search looks through with no request: the site's pages, built with the app, the
 * constitution in full, and where the secretariat's contacts are (the home page's contact band). The
 * published news, events, vacancies, notices and people come from the content API when someone
 * searches (`site-search-query.ts`) and are searched with these.
 */
export const siteSearchDocuments: readonly SearchDocument[] = [
  ...searchDocuments,
  constitutionDocument,
  secretariatContactDocument,
  ...memberPlatformDocuments,
];

const abbreviations = new Set(
  SEARCH_SYNONYMS.flatMap((group) => group.filter((term) => !term.includes(' '))),
);

function splitWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= MINIMUM_WORD_LENGTH);
}

/** Every word of a query, as far as it is searched. */
function allWords(query: string): string[] {
  return splitWords(searchableText(query));
}

// The long side of each abbreviation ("annual general meeting"), as its words.
const spelledOut = SEARCH_SYNONYMS.flatMap((group) => group.filter((term) => term.includes(' ')))
  // Without a question's grammar ("of"), as the searched words are.
  .map((phrase) => ({
    phrase,
    words: splitWords(phrase).filter((word) => !QUESTION_WORDS.has(word)),
  }))
  .sort((a, b) => b.words.length - a.words.length);

/**
 * The searched words with each abbreviation said in full taken as one term: "annual general
 * meeting" becomes the one term that also finds "AGM", which its three words apart never could, so
 * the news post "Resolutions of the 2024 AGM" was missing from a search said in full. Undefined
 * when the words say no abbreviation in full.
 */
function withPhrasesJoined(wanted: string[]): string[] | undefined {
  const plain = wanted.map(plainWord);
  const joined: string[] = [];
  let changed = false;
  for (let at = 0; at < wanted.length; ) {
    const said = spelledOut.find(({ words }) =>
      words.every((word, offset) => plain[at + offset] === word),
    );
    if (said) {
      joined.push(said.phrase);
      at += said.words.length;
      changed = true;
    } else {
      joined.push(wanted[at] as string);
      at += 1;
    }
  }
  return changed ? joined : undefined;
}

/**
 * The pages {@link findAll} finds for the words, and for them with any abbreviation said in full
 * taken as one term (`withPhrasesJoined`): a page holding the words apart is still found, and so is
 * one holding only the abbreviation. Best first.
 */
function findSaidEitherWay(
  wanted: string[],
  documents: readonly SearchDocument[],
  everyWord = true,
): SiteSearchHit[] {
  const hits = findAll(wanted, documents, everyWord);
  const joined = withPhrasesJoined(wanted);
  if (!joined) return hits;
  const key = (hit: SiteSearchHit) => `${hit.route} ${hit.title}`;
  const byKey = new Map(hits.map((hit) => [key(hit), hit]));
  for (const hit of findAll(joined, documents, everyWord)) {
    const before = byKey.get(key(hit));
    if (!before || before.score < hit.score) byKey.set(key(hit), hit);
  }
  // Stable: equal scores keep the order the words apart found them in, then the site's.
  return [...byKey.values()].sort((a, b) => b.score - a.score);
}

/**
 * The words searched for: the query's, less the words of a question's grammar unless it is all.
 * "How much" asks a price, so it is searched as "cost" where no price word is said: "how much is
 * membership" finds the membership fees, not every page that says membership.
 */
function words(query: string, typing = false): string[] {
  const all = allWords(query);
  const subject = all.filter((word) => !QUESTION_WORDS.has(word));
  const asksPrice = all.some((word, at) => word === 'much' && all[at - 1] === 'how');
  if (asksPrice && subject.length > 0 && !subject.some(isPriceWord)) subject.push(PRICE_ASKED);
  const wanted = [...new Set(subject.length > 0 ? subject : all)];
  const typed = typing ? wordBeingTyped(query) : undefined;
  return typed ? wanted.map((word) => (word === typed ? `${word}${STEM_MARK}` : word)) : wanted;
}

// A term ending in this is the start of words (a stem from `word-stem.ts`), not a word.
const STEM_MARK = '*';

/**
 * The last word of a query still being typed: the query ends in it, with no space or stop after
 * it. It is also looked for as the start of longer words, so "con" suggests the constitution and
 * "mem" membership before the word is finished ("con" and "mem" are no words the site uses).
 * @example wordBeingTyped('life mem') // 'mem'
 */
function wordBeingTyped(query: string): string | undefined {
  if (!/[\p{L}\p{N}]$/u.test(query)) return undefined;
  const last =
    searchableText(query)
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .at(-1) ?? '';
  return last.length >= MINIMUM_WORD_LENGTH ? last : undefined;
}

/** A query word without the mark of the word being typed. */
const plainWord = (word: string) => (word.endsWith(STEM_MARK) ? word.slice(0, -1) : word);

// What a page found only by the start of the word being typed scores, against the whole word: the
// word as it may be finished ranks below the word as typed ("co", the association's abbreviation
// for clinical officers, before every "committee").
const TYPED_START_WEIGHT = 0.5;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Words that, inside a longer word, would be found in another word the site uses: "office" in
 * "officer" (every clinical officer), so "where are your offices" found the professional
 * categories before the secretariat's office; "cell" (a cell number) in "excellence"; "call"
 * (searched for every "phone") in "automatically" and "ethically", so "phone" offered the notice
 * on paying by mobile money; "subs" (members' word for subscriptions, searched for every "fees")
 * in "substance", so "fees" offered the psychiatry category for its substance-use disorders.
 */
const WHOLE_WORDS: ReadonlySet<string> = new Set(['office', 'cell', 'call', 'subs']);

// Where a word starts: not after a letter or digit.
const WORD_START = '(?<![\\p{L}\\p{N}])';

/**
 * How a term is looked for: an abbreviation as a whole word ("co" must not match "committee"), a
 * short word as a whole word or its plural ("fee" finds "fees", not "feeling"), anything else also
 * as the start of longer words ("member" finds "membership") unless it is one of
 * {@link WHOLE_WORDS}. Never from inside a word: "script" found "subscription" on 18 pages,
 * "ship" every "membership" and "tion" nearly every page.
 */
function termPattern(term: string): RegExp {
  if (term.endsWith(STEM_MARK))
    return new RegExp(`${WORD_START}${escapeRegExp(term.slice(0, -1))}\\p{L}*`, 'giu');
  const abbreviation = abbreviations.has(term);
  const body = term.split(' ').map(escapeRegExp).join('\\s+');
  if (!abbreviation && term.length > 3 && !WHOLE_WORDS.has(term))
    return new RegExp(`${WORD_START}${body}`, 'giu');
  const plural = abbreviation ? '' : '(?:e?s)?';
  return new RegExp(`${WORD_START}${body}${plural}(?![\\p{L}\\p{N}])`, 'giu');
}

const patterns = new Map<string, RegExp>();
function patternOf(term: string): RegExp {
  let pattern = patterns.get(term);
  if (!pattern) {
    pattern = termPattern(term);
    patterns.set(term, pattern);
  }
  return pattern;
}

function countOf(haystack: string, term: string): number {
  return haystack.match(patternOf(term))?.length ?? 0;
}

/** Whether a word (either number) is one of {@link PRICE_WORDS}: "costs", "price". */
function isPriceWord(word: string): boolean {
  return [word, ...otherNumberForms(word)].some((form) => PRICE_WORDS.has(form));
}

/**
 * A query word, its singular or plural, and the other ways of saying each; then the start its
 * other forms share ("paying" finds "payment"), looked for at the start of words.
 */
function alternativesOf(word: string): string[] {
  // The word being typed: the word as typed, and as the start of longer words.
  if (word.endsWith(STEM_MARK)) return [...new Set([...alternativesOf(plainWord(word)), word])];
  // An abbreviation, or one said in full (`withPhrasesJoined`): as said, and the other way.
  if (abbreviations.has(word) || word.includes(' ')) return [word, ...synonymsOf(word)];
  const forms = [word, ...otherNumberForms(word)];
  if (isPriceWord(word)) forms.push(PRICE_MEANS, ...otherNumberForms(PRICE_MEANS));
  // The start of a whole word would find the longer word too ("offic" finds "officer").
  const stem = WHOLE_WORDS.has(word) ? undefined : wordStem(word);
  return [
    ...new Set([
      ...forms.flatMap((form) => [form, ...synonymsOf(form)]),
      ...(stem ? [`${stem}${STEM_MARK}`] : []),
    ]),
  ];
}

/** The passage of a page's text to show under its title, with the searched terms marked. */
function snippetOf(document: SearchDocument, terms: string[]): SnippetPart[] {
  const title = document.title.trim().toLowerCase();
  const lines = document.text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && line.toLowerCase() !== title);
  const matched = (line: string) => terms.filter((term) => countOf(line, term) > 0).length;
  const best = lines.reduce<string | undefined>(
    (chosen, line) => (chosen === undefined || matched(line) > matched(chosen) ? line : chosen),
    undefined,
  );
  let passage = best ?? '';
  if (passage.length > SNIPPET_LENGTH) {
    const first = Math.min(
      ...terms.map((term) => passage.search(patternOf(term))).filter((at) => at >= 0),
      passage.length,
    );
    const from = Math.max(0, passage.lastIndexOf(' ', Math.max(0, first - 50)));
    const to = passage.indexOf(' ', Math.min(passage.length, from + SNIPPET_LENGTH));
    passage = `${from > 0 ? '…' : ''}${passage.slice(from, to === -1 ? undefined : to).trim()}${
      to === -1 ? '' : '…'
    }`;
  }
  const all = terms.length
    ? new RegExp(
        terms
          .map((term) => patternOf(term).source)
          .sort((a, b) => b.length - a.length)
          .join('|'),
        'giu',
      )
    : undefined;
  const parts: SnippetPart[] = [];
  let at = 0;
  for (const found of all ? passage.matchAll(all) : []) {
    const start = found.index ?? 0;
    if (start > at) parts.push({ text: passage.slice(at, start), match: false });
    parts.push({ text: found[0], match: true });
    at = start + found[0].length;
  }
  if (at < passage.length) parts.push({ text: passage.slice(at), match: false });
  return parts;
}

/**
 * The whole query as a title or heading may say it: as typed; with a price word said as "fee"
 * ("membership cost" is the joining page's "membership fee"); and two words the other way round
 * too, as "price of membership" (searched as "price membership") is "membership fee".
 */
function phrasesOf(wanted: string[]): string[] {
  const plain = wanted.map(plainWord);
  const asFee = plain.map((word) => (isPriceWord(word) ? PRICE_MEANS : word));
  const phrases = [plain, asFee];
  if (plain.length === 2) phrases.push([...plain].reverse(), [...asFee].reverse());
  return phrases.map((words) => words.join(' '));
}

/**
 * The pages holding every word, best first; or, with `everyWord` false, those holding the most of
 * the words (a query none answers whole), best first among them.
 */
function findAll(
  wanted: string[],
  documents: readonly SearchDocument[],
  everyWord = true,
): SiteSearchHit[] {
  if (wanted.length === 0) return [];
  const found: { hit: SiteSearchHit; wordsFound: number; order: number }[] = [];
  const terms = wanted.flatMap(alternativesOf);
  for (const [order, document] of documents.entries()) {
    const title = document.title.toLowerCase();
    const headings = document.headings.join('\n').toLowerCase();
    const text = document.text.toLowerCase();
    let score = 0;
    let wordsFound = 0;
    for (const word of wanted) {
      // Capped, so a long page that repeats a word often cannot outrank the page named after it.
      const wordScore = Math.max(
        ...alternativesOf(word).map(
          (term) =>
            (Math.min(countOf(title, term), 1) * TITLE_WEIGHT +
              Math.min(countOf(headings, term), 3) * HEADING_WEIGHT +
              Math.min(countOf(text, term), TEXT_CAP)) *
            (term === word && word.endsWith(STEM_MARK) ? TYPED_START_WEIGHT : 1),
        ),
      );
      if (wordScore > 0) wordsFound += 1;
      score += wordScore;
    }
    if (wordsFound === 0 || (everyWord && wordsFound < wanted.length)) continue;
    // The whole query as said in the title or a heading: "membership fee" is the joining page's
    // heading, while each membership page only has both words somewhere.
    if (phrasesOf(wanted).some((phrase) => title.includes(phrase) || headings.includes(phrase)))
      score += PHRASE_BONUS;
    const snippet = snippetOf(document, terms);
    found.push({
      hit: {
        title: document.title,
        route: document.route,
        excerpt: snippet.map((part) => part.text).join(''),
        snippet,
        score,
      },
      wordsFound,
      order,
    });
  }
  const most = Math.max(0, ...found.map((entry) => entry.wordsFound));
  return found
    .filter((entry) => entry.wordsFound === most)
    .sort((a, b) => b.hit.score - a.hit.score || a.order - b.order)
    .map(({ hit }) => hit);
}

const vocabularies = new WeakMap<readonly SearchDocument[], Map<string, number>>();
/** Every word the documents use, with how often: what a mistyped word is corrected to. */
export function vocabularyOf(documents: readonly SearchDocument[]): Map<string, number> {
  let vocabulary = vocabularies.get(documents);
  if (!vocabulary) {
    vocabulary = new Map();
    for (const document of documents) {
      for (const word of splitWords(
        `${document.title}\n${document.headings.join('\n')}\n${document.text}`,
      )) {
        if (word.length >= 4 && !/\d/.test(word))
          vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
      }
    }
    vocabularies.set(documents, vocabulary);
  }
  return vocabulary;
}

/**
 * Whether a query has anything to look for: a word of two letters or more (so not "!!!" or "?").
 * @example hasSearchableWords('@#$') // false
 */
export function hasSearchableWords(query: string): boolean {
  return allWords(query).length > 0;
}

/**
 * The association's abbreviation a short word has the letters of, swapped ("cdp" for CPD, "amg"
 * for AGM), if exactly one has: a mistyped short word is not otherwise corrected, since a slip in
 * three letters could make any of many words.
 */
function abbreviationWithLettersOf(word: string): string | undefined {
  if (word.length < 3) return undefined;
  const letters = [...word].sort().join('');
  const found = [...abbreviations].filter(
    (abbreviation) => abbreviation !== word && [...abbreviation].sort().join('') === letters,
  );
  return found.length === 1 ? found[0] : undefined;
}

let lookalikes: ReadonlySet<string> | undefined;
/**
 * Whether a word the site does not use is a correctly spelt English word all the same, that
 * `closestWord` would turn into another ("founded" into "funded", "hire" into "here"): such a word
 * is not corrected, and the search says nothing matches it, with what else to try. Only the English
 * words near the site's own are shipped (`english-lookalikes.ts`), not a dictionary: a word near
 * only a published news post's words is still corrected.
 */
function isEnglishLookalike(word: string): boolean {
  lookalikes ??= new Set(ENGLISH_LOOKALIKE_WORDS.split(' '));
  return lookalikes.has(word);
}

/**
 * The check of the membership number the query is, if it is one, before the pages found; in place
 * of the same page found by its text ("COAZ-0001" found the check page by "COAZ" too), since one
 * page is listed once.
 */
function withMembershipCheck(query: string, hits: SiteSearchHit[]): SiteSearchHit[] {
  const check = membershipNumberHit(query);
  return check ? [check, ...hits.filter((hit) => hit.route !== check.route)] : hits;
}

/**
 * Searches the site's pages and published entries in the browser, with "Did you mean": when no page
 * holds every word and some word appears nowhere, that word is corrected to the nearest word the
 * site uses and the corrected query is searched instead, unless it is a real English word
 * ("founded" is not a slip for "funded"). When still no page holds every word, the
 * pages holding most of them are given, marked `partial`, rather than nothing: "insurance claim"
 * finds the health insurance page though no page says "claim".
 * With `typing` (suggestions while a query is typed), the last word, when the query ends in it, is
 * also looked for as the start of longer words: "con" finds the constitution, "mem" membership.
 * @example searchSiteWithSuggestion('presdent').didYouMean // 'president'
 * @example searchSiteWithSuggestion('constit', undefined, { typing: true }).hits[0]?.title // 'Constitution'
 */
export function searchSiteWithSuggestion(
  query: string,
  documents: readonly SearchDocument[] = siteSearchDocuments,
  { typing = false }: { typing?: boolean } = {},
): SiteSearchResult {
  const wanted = words(query, typing);
  const hits = withMembershipCheck(query, findSaidEitherWay(wanted, documents));
  if (hits.length > 0 || wanted.length === 0) return { hits };
  const vocabulary = vocabularyOf(documents);
  const known = (word: string) =>
    alternativesOf(word).some((term) =>
      documents.some(
        (document) =>
          countOf(`${document.title}\n${document.headings.join('\n')}\n${document.text}`, term) > 0,
      ),
    );
  const corrections = new Map<string, string>();
  for (const word of wanted) {
    const plain = plainWord(word);
    if (known(word) || isEnglishLookalike(plain)) continue;
    const guess = closestWord(plain, vocabulary) ?? abbreviationWithLettersOf(plain);
    if (guess) corrections.set(plain, guess);
  }
  const corrected = wanted.map((word) => corrections.get(plainWord(word)) ?? word);
  // Said as typed, the question's words kept: "how do i pay sbus" → "how do i pay subs".
  const didYouMean =
    corrections.size > 0
      ? allWords(query)
          .map((word) => corrections.get(word) ?? word)
          .join(' ')
      : undefined;
  const correctedHits = findSaidEitherWay(corrected, documents);
  if (correctedHits.length > 0) return { hits: correctedHits, ...(didYouMean && { didYouMean }) };
  const some = wanted.length > 1 ? findSaidEitherWay(corrected, documents, false) : [];
  if (some.length === 0) return { hits: [] };
  return { hits: some, partial: true, ...(didYouMean && { didYouMean }) };
}

/**
 * The results page's search (`/search?q=…`): the header's suggestions' matching, so Enter on an
 * unfinished word shows at least what the list offered ("pa", "cpd poi", "life mem"), and phones,
 * which have no suggestions list, find by the start of a word too. The address's query is trimmed
 * (`searchQueryText`), so its last word is taken as still being typed whenever the query ends in a
 * letter or digit: "mem " from the header, a finished word there, is looked for as a start here
 * too, which only adds pages. The pages holding every word whole come first, in their own order,
 * then those found only by the start of the last word.
 * @example searchSiteResults('life mem').hits[0]?.title // 'Life Membership'
 */
export function searchSiteResults(
  query: string,
  documents: readonly SearchDocument[] = siteSearchDocuments,
): SiteSearchResult {
  const typed = searchSiteWithSuggestion(query, documents, { typing: true });
  if (typed.didYouMean || typed.partial || typed.hits.length === 0) return typed;
  const whole = searchSite(query, documents);
  const key = (hit: SiteSearchHit) => `${hit.route} ${hit.title}`;
  const first = new Set(whole.map(key));
  return { hits: [...whole, ...typed.hits.filter((hit) => !first.has(key(hit)))] };
}

/**
 * Searches the site's pages (content-data's `searchDocuments`), and the published entries when
 * they are given in `documents`, in the browser. Every word of the query must appear in the page
 * (less the words of a question's grammar: "how", "do", "the"…), said either way for the
 * association's abbreviations (AGM, CPD, CO, HPCZ, NEC, MoMo…), in either number, or in another
 * form sharing its start ("paying" finds "payment"); a word in the title counts most, then in
 * a heading, then in the text, and the whole query in the title most of all. Best first; ties keep
 * the site's order. A membership number ("coaz 000123") comes first as the check of that number.
 * A mistyped word is not corrected here: what is found for a correction is shown only where the
 * correction is said (`searchSiteWithSuggestion`, used by the results page and the header).
 * @example searchSite('health insurance')[0].route // '/services/health_insurance'
 */
export function searchSite(
  query: string,
  documents: readonly SearchDocument[] = siteSearchDocuments,
): SiteSearchHit[] {
  return withMembershipCheck(query, findSaidEitherWay(words(query), documents));
}
