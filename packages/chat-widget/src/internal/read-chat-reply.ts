import type { ChatHighlight, ChatResponseType, ChatSitePage, ChatSource } from '@coaz/api-client';
import { safeRoute } from './chat-links';
import type { ShownReply } from './chat-message';

const RESPONSE_TYPES: readonly ChatResponseType[] = [
  'rag_qa',
  'ai_with_constitution',
  'ai_general',
  'fallback',
  'search',
];

/** Whether a value is a plain object whose fields can be read. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function readHighlights(value: unknown): ChatHighlight[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((highlight) =>
    isRecord(highlight) &&
    Number.isInteger(highlight.start) &&
    Number.isInteger(highlight.end) &&
    (highlight.end as number) > (highlight.start as number)
      ? [{ start: highlight.start as number, end: highlight.end as number }]
      : [],
  );
}

function readSource(value: unknown): ChatSource[] {
  if (!isRecord(value) || typeof value.title !== 'string') return [];
  const articleNumber =
    Number.isInteger(value.articleNumber) && (value.articleNumber as number) > 0
      ? (value.articleNumber as number)
      : undefined;
  return [
    {
      kind: value.kind === 'article' && articleNumber !== undefined ? 'article' : 'page',
      title: value.title,
      articleNumber,
      pageStart: Number.isInteger(value.pageStart) ? (value.pageStart as number) : undefined,
      pageEnd: Number.isInteger(value.pageEnd) ? (value.pageEnd as number) : undefined,
      route: typeof value.route === 'string' ? value.route : '',
      excerpt: typeof value.excerpt === 'string' ? value.excerpt : '',
      highlights: readHighlights(value.highlights),
      score: numberOr(value.score, 0),
    },
  ];
}

// A site page with a title and a path the window may link to; anything else is dropped.
function readSitePage(value: unknown): ChatSitePage[] {
  if (!isRecord(value) || typeof value.title !== 'string' || typeof value.path !== 'string')
    return [];
  const path = safeRoute(value.path);
  return path === null || value.title.trim() === '' ? [] : [{ title: value.title, path }];
}

/**
 * Reads a reply defensively, whether it came from the service or from stored history: a
 * source that cannot be shown is dropped and missing figures become zero, so one odd field
 * never breaks the window. Returns null when there is no answer text or no known response type.
 */
export function readChatReply(value: unknown): ShownReply | null {
  if (!isRecord(value)) return null;
  const answer =
    typeof value.answer === 'string'
      ? value.answer
      : typeof value.text === 'string'
        ? value.text
        : null;
  const responseType = RESPONSE_TYPES.find((type) => type === value.responseType);
  if (answer === null || responseType === undefined) return null;
  const rag = isRecord(value.ragMetadata) ? value.ragMetadata : {};
  const sitePages = Array.isArray(value.sitePages) ? value.sitePages.flatMap(readSitePage) : [];
  return {
    answer,
    responseType,
    ragMetadata: {
      model: typeof rag.model === 'string' ? rag.model : '',
      confidence: numberOr(rag.confidence, 0),
      contextChunks: numberOr(rag.contextChunks, 0),
      processingTime: numberOr(rag.processingTime, 0),
    },
    sources: Array.isArray(value.sources) ? value.sources.flatMap(readSource) : [],
    ...(sitePages.length > 0 && { sitePages }),
  };
}
