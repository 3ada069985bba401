import type { ChatResponseType } from '@coaz/api-client';

/** How each kind of answer is named on its small label, in words a visitor understands. */
export const RESPONSE_TYPE_LABELS: Record<ChatResponseType, string> = {
  rag_qa: 'From the constitution',
  ai_with_constitution: 'AI summary of the constitution',
  ai_general: 'General AI answer',
  fallback: 'No match in the constitution',
  search: 'Search results',
};
