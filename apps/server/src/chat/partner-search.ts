import {
  type ConstitutionAnswer,
  createLexicalRetriever,
  type LexicalRetriever,
} from '@coaz/constitution-qa';
import { asc } from 'drizzle-orm';
import type { Clock } from '../clock/clock';
import { publicCondition } from '../collections/collection-store';
import type { SiteContent } from '../collections/site-content';
import type { AppDatabase } from '../db/database';
import { partners } from '../db/schema';
import type { LogSink } from '../http/request-log';

type AnswerSource = ConstitutionAnswer['sources'][number];

/** Where the site lists its partners, each a card on one page. */
export const PARTNERS_ROUTE = '/services/partners';
// A partner is offered when its name and description hold this share of the search's meaning, the
// line the assistant uses to link a site page beside an answer: "Qualifications Authority" finds
// the Zambia Qualifications Authority, "zambia health" does not bring every body named Zambia.
const PARTNER_COVERAGE = 0.6;
// At most this many partners lead Search mode's results, which keep the engine's length.
const MOST_PARTNERS = 2;
/** Search mode's results: the engine's length, which partners and a membership check keep. */
export const SEARCH_RESULTS = 8;

/** A partner the search names, as a page source on the partners page. */
export interface FoundPartner extends AnswerSource {
  /** Whether its name holds the search better than any site page's title does. */
  leads: boolean;
}

/** The published partners as the assistant's Search mode finds them. */
export interface PartnerSearch {
  /** Partners the search names, best first. */
  find(query: string): Promise<FoundPartner[]>;
}

/**
 * Partners for the assistant's Search mode, read from the editable collection. Editors rename,
 * add and remove partners in the studio, so the site's packaged pages no longer carry them
 * (content-data's `getSearchDocuments()` since 0.3), and the assistant found none by name. A small
 * index of the published partners is built with the package's own lexical retriever (a few
 * entries, a millisecond) and rebuilt when published content changes (`SiteContent.cacheKey`),
 * so a renamed partner is found under its new name only.
 */
export function createPartnerSearch(
  db: AppDatabase,
  siteContent: SiteContent,
  clock: Clock,
  log: LogSink,
  pageTitles: readonly string[] = [],
): PartnerSearch {
  let built: { key: string; retriever: Promise<LexicalRetriever | undefined> } | undefined;

  const build = async (): Promise<LexicalRetriever | undefined> => {
    const rows = await db
      .select({ name: partners.name, description: partners.description })
      .from(partners)
      .where(publicCondition(partners, clock.now()))
      .orderBy(asc(partners.order), asc(partners.name));
    if (rows.length === 0) return undefined;
    // The name leads the text too: the retriever's coverage reads a page's text, not its title.
    const named = rows.map((row, id) => ({
      id,
      kind: 'page' as const,
      title: row.name,
      context: 'Partners',
      text: `${row.name}\n${row.description}`,
      route: PARTNERS_ROUTE,
    }));
    // The site's page titles stand beside the partners, so a misspelt word is corrected against
    // the pages' words as well ("insurence") and a partner leads only when its name holds the
    // search better than any page's title does: "insurance" is the Health Insurance page before
    // the National Health Insurance Management Authority.
    const titled = pageTitles.map((title, index) => ({
      id: named.length + index,
      kind: 'page' as const,
      title,
      context: '',
      text: title,
      route: '',
    }));
    return createLexicalRetriever([...named, ...titled]);
  };

  return {
    async find(query) {
      try {
        return await findIn(query);
      } catch (error) {
        // Search mode still answers from the constitution and the site's pages.
        log(`chat partner search failed: ${(error as Error)?.message ?? String(error)}`);
        return [];
      }
    },
  };

  async function findIn(query: string): Promise<FoundPartner[]> {
    const key = await siteContent.cacheKey();
    if (built?.key !== key) {
      const retriever = build();
      built = { key, retriever };
      // A failed read is not kept: the next search reads again.
      retriever.catch(() => {
        if (built?.retriever === retriever) built = undefined;
      });
    }
    const retriever = await built.retriever;
    if (!retriever) return [];
    const read = retriever.read(query);
    if (read.words.length === 0) return [];
    const ranked = retriever.rank(read, MOST_PARTNERS * 4);
    const firstTitle = ranked.findIndex((match) => match.passage.route !== PARTNERS_ROUTE);
    return ranked
      .map((match, index) => ({ ...match, leads: firstTitle < 0 || index < firstTitle }))
      .filter((match) => match.passage.route === PARTNERS_ROUTE)
      .filter((match) => match.coverage >= PARTNER_COVERAGE)
      .filter(
        (match, index, all) =>
          all.findIndex((other) => other.passage.title === match.passage.title) === index,
      )
      .slice(0, MOST_PARTNERS)
      .map((match) => ({
        kind: 'page' as const,
        title: match.passage.title,
        route: PARTNERS_ROUTE,
        excerpt: match.passage.text.slice(match.passage.title.length + 1),
        highlights: [],
        score: Math.round(match.score * 1000) / 1000,
        leads: match.leads,
      }));
  }
}

/**
 * Search mode's reply with the partners the search names: those whose name holds the search best
 * lead its results (a search naming a partner looks for it) and the reply's sentence says so; the
 * others follow the reply's best result, a page whose title holds the search as well. The list
 * keeps its length.
 */
export function withPartners(
  reply: ConstitutionAnswer,
  found: readonly FoundPartner[],
): ConstitutionAnswer {
  if (found.length === 0) return reply;
  const asSource = ({ leads: _, ...source }: FoundPartner): AnswerSource => source;
  const leading = found.filter((partner) => partner.leads).map(asSource);
  const following = found.filter((partner) => !partner.leads).map(asSource);
  const [best, ...rest] = reply.sources;
  const sources = [...leading, ...(best ? [best] : []), ...following, ...rest].slice(
    0,
    SEARCH_RESULTS,
  );
  const count = `${sources.length} passage${sources.length === 1 ? '' : 's'} found`;
  const [first] = leading;
  const text =
    first || !best
      ? `${count}; the best match is ${(first ?? found[0])?.title}, one of the association's partners (the Partners page).`
      : // The engine's sentence names its best result, which still leads; only the count changes.
        reply.text.replace(/^\d+ passages? found/, count);
  return { ...reply, sources, answer: text, text };
}
