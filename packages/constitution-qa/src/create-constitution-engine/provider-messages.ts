import { citePassage } from '../answer/cite-passage';
import type { ProviderMessage } from '../providers/answer-provider';
import type { LexicalMatch } from '../retrieval/lexical-retriever';

// What the engine asks the optional model: to answer from the retrieved passages only, to reword
// a member's question in the constitution's terms, and to answer a question the constitution does
// not cover without stating the association's rules.

/** Messages asking the model to answer from the passages only, citing each Article it uses. */
export function groundedMessages(
  question: string,
  used: readonly LexicalMatch[],
): ProviderMessage[] {
  const passages = used
    .map((match) => `${citePassage(match.passage)}\n${match.passage.text}`)
    .join('\n\n');
  return [
    {
      role: 'system',
      content:
        'You answer questions from members of the Clinical Officers Association of Zambia about its constitution. ' +
        'Use only the passages given. Answer in plain text in a few sentences, and cite each Article you use ' +
        'exactly as the passage heading shows, for example (Article 40: Title, p. 52). If the passages do not ' +
        'answer the question, say so.',
    },
    { role: 'user', content: `Passages:\n\n${passages}\n\nQuestion: ${question}` },
  ];
}

/** Messages asking the model to reword the question in the constitution's terms, on one line. */
export function rewriteMessages(question: string): ProviderMessage[] {
  return [
    {
      role: 'system',
      content:
        'Rewrite the question of a member of the Clinical Officers Association of Zambia in the formal words ' +
        'its constitution would use (for example "prez" as "President", "kicked out" as "termination of ' +
        'membership", "subs" as "subscriptions"). Expand abbreviations and correct spelling. Reply with the ' +
        'rewritten question only, on one line; do not answer it.',
    },
    { role: 'user', content: question },
  ];
}

/** Messages asking the model for a brief general answer that states no rule of the association. */
export function generalMessages(question: string): ProviderMessage[] {
  return [
    {
      role: 'system',
      content:
        "You are the assistant of the Clinical Officers Association of Zambia. The association's constitution " +
        'does not cover the question below. Answer briefly in plain text, say that the answer is not from the ' +
        'constitution, and never state rules, fees or figures of the association.',
    },
    { role: 'user', content: question },
  ];
}
