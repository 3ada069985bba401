import type { ChatReply, ChatSource } from '@coaz/api-client';

// Replies shaped like the server's, about the association's constitution, shared by the
// tests and the stories. The Article numbers and wording are fixtures, not the constitution.

const membershipSource: ChatSource = {
  kind: 'article',
  title: 'Membership',
  articleNumber: 5,
  pageStart: 4,
  pageEnd: 5,
  route: '/constitution#article-5',
  excerpt:
    'Membership is open to every clinical officer registered with the Health Professions Council of Zambia, and to students enrolled in a recognised clinical officer training programme.',
  highlights: [
    { start: 0, end: 10 },
    { start: 45, end: 55 },
  ],
  score: 0.91,
};

const feesSource: ChatSource = {
  kind: 'article',
  title: 'Membership Fees',
  articleNumber: 40,
  pageStart: 31,
  route: '/constitution#article-40',
  excerpt:
    'Every full member pays an annual subscription fixed by the National Executive Committee and approved at the Annual General Meeting.',
  highlights: [{ start: 26, end: 45 }],
  score: 0.74,
};

const joinPage: ChatSource = {
  kind: 'page',
  title: 'Join the association',
  route: '/membership/join',
  excerpt: 'Fill in the online application, attach your practising licence and pay the first fee.',
  highlights: [{ start: 0, end: 29 }],
  score: 0.52,
};

/** A composed answer citing two Articles. */
export const membershipAnswer: ChatReply = {
  answer:
    'Any clinical officer registered with the Health Professions Council of Zambia can become a full member, and students in recognised training programmes can join as student members (Article 5: Membership). Full members pay an annual subscription (Article 40: Membership Fees).',
  text: '',
  responseType: 'rag_qa',
  ragMetadata: { model: 'extractive', confidence: 0.86, contextChunks: 2, processingTime: 240 },
  metadata: { provider: 'constitution-qa', model: 'extractive', processingTime: 240 },
  sources: [membershipSource, feesSource],
  sitePages: [{ title: 'How to join', path: '/membership/join' }],
};
membershipAnswer.text = membershipAnswer.answer;

/** A search-mode reply: ranked passages, no composed answer. */
export const membershipSearch: ChatReply = {
  answer: '',
  text: '',
  responseType: 'search',
  ragMetadata: { model: 'extractive', confidence: 0.8, contextChunks: 3, processingTime: 95 },
  metadata: { provider: 'constitution-qa', model: 'extractive', processingTime: 95 },
  sources: [membershipSource, feesSource, joinPage],
};

/** The reply when nothing relevant was found: no text at all. */
export const emptyAnswer: ChatReply = {
  answer: '',
  text: '',
  responseType: 'fallback',
  ragMetadata: { model: 'extractive', confidence: 0, contextChunks: 0, processingTime: 40 },
  metadata: { provider: 'constitution-qa', model: 'extractive', processingTime: 40 },
  sources: [],
};

/** A reply written by an attacker: markup and script everywhere a string can go. */
export const hostileAnswer: ChatReply = {
  answer:
    'Read <img src=x onerror="window.__hacked=1"> and <script>window.__hacked=1</script> (Article 7: <b>Powers</b>)',
  text: '',
  responseType: 'ai_general',
  ragMetadata: { model: '<i>model</i>', confidence: 0.5, contextChunks: 1, processingTime: 10 },
  metadata: { provider: 'x', model: 'x', processingTime: 10 },
  sources: [
    {
      kind: 'page',
      title: '<script>window.__hacked=1</script>Evil page',
      route: 'javascript:window.__hacked=1',
      excerpt: '<img src=x onerror="window.__hacked=1"> passage',
      highlights: [{ start: 0, end: 4 }],
      score: 1,
    },
  ],
};
hostileAnswer.text = hostileAnswer.answer;
