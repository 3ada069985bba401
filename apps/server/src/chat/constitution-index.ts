import { readFile } from 'node:fs/promises';
import {
  type ConstitutionDocument,
  type ConstitutionEngine,
  createConstitutionEngine,
  createOpenAiCompatibleProvider,
  parseConstitutionPdf,
} from '@coaz/constitution-qa';
import { type ConstitutionExtract, constitutionExtracts } from '@coaz/content-data';
import type { ServerConfig } from '../config';
import type { LogSink } from '../http/request-log';
import { siteAssistantPages } from './assistant-site-pages';
import { createModelShare, ModelShareUsed } from './model-share';

/** Where the indexed constitution came from. */
export type ConstitutionSource = 'pdf' | 'extracts';

/** A constitution ready to index. */
export interface LoadedConstitution {
  /** The document's Parts and Articles. */
  document: ConstitutionDocument;
  /** The configured PDF, or content-data's summarised extracts when none is configured. */
  source: ConstitutionSource;
}

/** The chat service's index, built in the background after the server starts listening. */
export interface ConstitutionIndex {
  /** Whether questions can be answered. */
  isReady(): boolean;
  /** The engine, once ready. */
  engine(): ConstitutionEngine | undefined;
  /** The indexed constitution, once ready. */
  loaded(): LoadedConstitution | undefined;
  /** Settles when the build has finished (it never rejects). */
  readonly built: Promise<void>;
  /**
   * Runs a question's work on behalf of a client address, so that the model's calls it makes
   * use that address's share of them (see `createModelShare`).
   */
  askedBy<T>(address: string, work: () => Promise<T>): Promise<T>;
}

/**
 * The extracts as a constitution document: each summarised Article under its Part, its points
 * as numbered clauses. Used when no `CONSTITUTION_PDF` is configured.
 */
export function documentFromExtracts(
  extracts: readonly ConstitutionExtract[],
): ConstitutionDocument {
  const parts: ConstitutionDocument['parts'] = [];
  for (const extract of extracts) {
    if (!extract.partNumber) continue;
    let part = parts.find((candidate) => candidate.number === extract.partNumber);
    if (!part) {
      part = { number: extract.partNumber, title: extract.partTitle ?? '', articleNumbers: [] };
      parts.push(part);
    }
    part.articleNumbers.push(extract.articleNumber);
  }
  return {
    title: 'Constitution of the Clinical Officers Association of Zambia (summary)',
    parts,
    articles: extracts.map((extract) => ({
      number: extract.articleNumber,
      title: extract.title,
      ...(extract.partNumber !== undefined && { partNumber: extract.partNumber }),
      anchor: `article-${extract.articleNumber}`,
      text: extract.clauses.join('\n'),
      clauses: extract.clauses.map((text, index) => ({ label: String(index + 1), text })),
    })),
  };
}

/**
 * Reads the configured constitution PDF, or falls back to content-data's extracts when none is
 * configured or the PDF cannot be read (the fallback is logged).
 */
export async function loadConstitution(
  config: ServerConfig,
  log: LogSink,
): Promise<LoadedConstitution> {
  if (config.constitutionPdf) {
    try {
      const bytes = new Uint8Array(await readFile(config.constitutionPdf));
      const document = await parseConstitutionPdf(bytes);
      if (document.articles.length > 0) return { document, source: 'pdf' };
      log(
        'warning: CONSTITUTION_PDF has no readable Articles; answering from the summarised extracts',
      );
    } catch (error) {
      // A `warning:` line, as the settings' warnings are: the operator set a file, and the
      // assistant quietly answering from 30 summaries instead is what they must notice.
      log(
        `warning: CONSTITUTION_PDF could not be read (${(error as Error).message}); answering from the summarised extracts`,
      );
    }
  }
  return { document: documentFromExtracts(constitutionExtracts), source: 'extracts' };
}

/**
 * Starts building the index without blocking: loads the constitution, adds the site's pages for
 * Search mode and, when `OPENAI_BASE_URL` and `OPENAI_MODEL` are set, a model provider.
 */
export function startConstitutionIndex(
  config: ServerConfig,
  log: LogSink,
  load: () => Promise<LoadedConstitution> = () => loadConstitution(config, log),
): ConstitutionIndex {
  let engine: ConstitutionEngine | undefined;
  let loaded: LoadedConstitution | undefined;
  const share = createModelShare({
    callsPerMinute: config.openAiRequestsPerMinute,
    // Once per address and minute, without the address: each refused call is not worth a line.
    onShareUsed: (calls) =>
      log(
        `chat model: an address asked it ${calls} times in a minute, its share of ` +
          `${config.openAiRequestsPerMinute}; its questions are answered without the model until the minute passes`,
      ),
  });
  const provider =
    config.openAiBaseUrl && config.openAiModel
      ? share.guard(
          createOpenAiCompatibleProvider({
            baseUrl: config.openAiBaseUrl,
            model: config.openAiModel,
            ...(config.openAiApiKey && { apiKey: config.openAiApiKey }),
            timeoutMs: config.openAiTimeoutMs,
            maxRequestsPerMinute: config.openAiRequestsPerMinute,
          }),
        )
      : undefined;
  const built = (async () => {
    // Let the server answer its first requests before the CPU-bound parse starts.
    await new Promise((resolve) => setImmediate(resolve));
    const result = await load();
    engine = createConstitutionEngine(result.document, {
      sitePages: siteAssistantPages(),
      ...(provider && { provider }),
      // A failing model is answered around, never silently: each failure is logged (an
      // address past its share once a minute, above).
      onProviderError: (error, step) => {
        if (error instanceof ModelShareUsed) return;
        log(`chat model ${step} failed: ${(error as Error)?.message ?? String(error)}`);
      },
    });
    loaded = result;
    // A heading with no text is no Article to answer from (the PDF has 39 beside 181 with text).
    const { articles } = result.document;
    const withText = articles.filter((article) => article.text !== '').length;
    log(
      `constitution index ready: ${withText} Articles with text and ${articles.length - withText} headings with no text, from ${result.source}`,
    );
  })().catch((error: unknown) => {
    log(`constitution index failed: ${(error as Error).message}`);
  });
  return {
    isReady: () => engine !== undefined,
    engine: () => engine,
    loaded: () => loaded,
    built,
    askedBy: share.askedBy,
  };
}
