// What a body is for, or what it does ("what is the general assembly for", "what does the council
// do", "the role of the speaker"), is answered by the Article on its functions, which seldom
// repeats the question's words: constitutions say "Functions of …". The association's own purpose
// is its mission, aims and objectives. English grammar and the kind of document, not any
// question's wording.
const PURPOSE_QUESTION =
  /\b(?:what(?:['’]?s| is| are| r)\b[^?.!]{1,60}\bfor\s*(?:[?.!]|$)|(?:what|wat) (?:does|do|did) [^?.!]{1,60}\bdo\s*(?:[?.!]|$)|why (?:does|do|did) [^?.!]{1,60}\bexist|(?:purpose|role|roles|point|job) of\b|role (?:does|do|did)\b)/i;

/** The constitution's words for what a body does, brought into a question that asks for it. */
export const FUNCTION_WORDS = ['functions'] as const;

/**
 * What a question about the association itself asks, in the constitution's words: its mission and
 * objectives, what it is and is for. Its own other words are function words, so nothing is lost.
 * "Aims" is left out: the objectives' items say "aimed at", and a reading with it quoted one of them
 * first.
 */
export const ABOUT_THE_ASSOCIATION = "what are the association's mission and objectives";

// The association's own names, which frame nearly every question and are read as function words.
const ASSOCIATION_NAMES = /\b(?:coaz|association)\b/i;
// A message that asks: a question word, a request to be told, or a question mark.
const ASKS = /\?|\b(?:what|whats|wat|why|how|hw|who|tell|explain|describe)\b/i;

/** Whether a question asks what a body is for or does. */
export function asksForPurpose(question: string): boolean {
  return PURPOSE_QUESTION.test(question);
}

/**
 * Whether a question asks about the association itself ("what is coaz", "why does the association
 * exist"): it names the association and asks, and the caller found no other word of meaning in it.
 * A greeting naming it ("thank you coaz") asks nothing.
 */
export function asksAboutTheAssociation(question: string): boolean {
  return ASSOCIATION_NAMES.test(question) && ASKS.test(question);
}

// What the association offers or does for its members: its services, benefits, programmes or
// training ("what services does the association offer its members", "what does coaz do for
// members"). A constitution answers with the association's objectives, seldom in those words;
// the site's pages on its services answer the rest.
const OFFERS_QUESTION =
  /\b(?:what|which|wat)\s+(?:kinds?\s+of\s+)?(?:services?|benefits?|programmes?|programs?|training(?:\s+programm?e?s?)?|support)\s+(?:does|do|will|can|could)\s+(?:the\s+)?(?:coaz|association)\s+(?:offer|provide|give|run|support|have)\b|\b(?:what|wat)\s+(?:does|do|can|will)\s+(?:the\s+)?(?:coaz|association)\s+do\s+for\s+(?:its\s+|the\s+|us\s+)?(?:members|me|us|clinical\s+officers)\b/i;

/** Whether a question asks what the association offers or does for its members. */
export function asksWhatTheAssociationOffers(question: string): boolean {
  return OFFERS_QUESTION.test(question);
}

// How to join: become a member, sign up, apply for membership. The constitution says how
// membership is acquired; the site's joining page is where it is done.
const JOIN_QUESTION =
  /\b(?:how|where)\b[^?.!]{0,40}\b(?:join(?!\s+(?:a|an|another|other|any)\b)|joining|become\s+(?:a\s+)?member|sign\s+up|apply\s+for\s+membership|register\s+(?:as\s+a\s+member|with))\b/i;

/** Whether a question asks how to join the association. */
export function asksHowToJoin(question: string): boolean {
  return JOIN_QUESTION.test(question);
}

// Asked how to join with no body named ("how do i join?", "can my colleague join as a student"),
// the association's own assistant is asked about joining the association, as a shop asked "how do
// I order" is asked about ordering from it. "join" followed by its object ("join a union", "join
// the council") is left as written.
const JOIN_WITHOUT_OBJECT =
  /\bjoin(?=\s*(?:[?.!,;]|$)|\s+(?:as|online|now|today|please|pls|if|when|while|without|before|after|even|though|although|because|since|but|and|or|so)\b)/giu;

/** Reads "join" with no body named as joining the association. */
export function readJoiningTheAssociation(question: string): string {
  return question.replace(JOIN_WITHOUT_OBJECT, 'join the association');
}
