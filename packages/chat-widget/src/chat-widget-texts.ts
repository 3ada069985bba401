/** A ready-made question offered under the welcome message. */
export interface QuickQuestion {
  /** The button's words. */
  label: string;
  /** The question sent when the button is pressed. */
  question: string;
}

/** Every fixed text the widget shows; pass some of them to `ChatWidget`'s `texts` to change them. */
export interface ChatWidgetTexts {
  /** The window's heading and the dialog's name. */
  title: string;
  /** The assistant's first message. */
  welcome: string;
  /** The floating button's name while the window is closed. */
  openLabel: string;
  /** The floating button's name while the window is open. */
  closeLabel: string;
  /** The question field's label. */
  inputLabel: string;
  /** The question field's placeholder. */
  placeholder: string;
  /** The assistant's reply to a question sent while the service is not ready; Retry follows it. */
  offline: string;
  /** Shown when the service could not be reached (no connection, or it cut the connection); Retry follows it. */
  unreachable: string;
  /** Shown when the service failed on its side (a 5xx, a gateway's error page); Retry follows it. */
  serverFault: string;
  /** Shown when the answer did not come within the chat client's time limit; Retry follows it. */
  timedOut: string;
  /** Shown when the service refused the question (a 4xx) without words of its own. */
  refused: string;
  /**
   * Shown when too many questions were sent (429), given the whole seconds the service asked to
   * wait (its `Retry-After`), or `undefined` when it did not say.
   * @example rateLimited: (seconds) => `Mwatuma amepusho ayengi. Lindilako ${seconds ?? 60} s.`
   */
  rateLimited: (retryAfterSeconds: number | undefined) => string;
  /** Shown for an answer without text. */
  notFound: string;
  /**
   * Shown in place of the answer when the visitor stops waiting for it, or left the page (a
   * reload) before it came; Retry follows it.
   */
  stopped: string;
  /** The quick-question buttons shown while the welcome message is alone. */
  quickQuestions: readonly QuickQuestion[];
}

// "45 seconds", "2 minutes", rounded up so that whoever waits that long is let in; the chat's
// limits count a minute, so a service that gives no wait is waited on for one.
function waitInWords(seconds = 60): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}

/** The widget's own texts, in English. */
export const defaultChatWidgetTexts: ChatWidgetTexts = {
  title: 'COAZ constitution assistant',
  welcome:
    'Hello! I answer questions about the Clinical Officers Association of Zambia from its constitution, and I show the Articles each answer comes from. What would you like to know?',
  openLabel: 'Ask about the constitution',
  closeLabel: 'Close the constitution assistant',
  inputLabel: 'Your question',
  placeholder: 'Type your question…',
  offline:
    'The assistant is offline, so your question was not sent. It checks again every 30 seconds: press Retry once it says Online.',
  unreachable: "Sorry, I couldn't reach the assistant. Check your connection, then press Retry.",
  serverFault:
    'The assistant had a problem on our side. Your question is kept: press Retry in a few minutes.',
  timedOut: 'The assistant took too long to answer. Press Retry to ask again.',
  refused: 'The assistant could not take this question. Try asking it another way.',
  rateLimited: (seconds) =>
    `Too many questions were sent in a short time. Wait ${waitInWords(seconds)}, then press Retry.`,
  notFound: "I couldn't find relevant info in the constitution.",
  stopped: 'You stopped waiting for this answer.',
  quickQuestions: [
    {
      label: 'About the association',
      question: 'What is the Clinical Officers Association of Zambia and what are its objectives?',
    },
    // Asked as eligibility, the constitution's word: "who can become a member" reads "become" as
    // joining and was answered from registration (Article 37), not from eligibility (Article 35).
    { label: 'Membership', question: 'Who is eligible for membership of the association?' },
    { label: 'How to join', question: 'How do I join the association?' },
    { label: 'Services', question: 'What services does the association offer its members?' },
    { label: 'Contact information', question: 'How can I contact the association?' },
    {
      label: 'Training programmes',
      question: 'What training programmes does the association offer or support?',
    },
  ],
};
