import type {
  ConstitutionArticle,
  ConstitutionDocument,
} from '../constitution-document/constitution-document';
import type { ConstitutionPassage } from '../retrieval/constitution-passage';
import { answerUnits, finish, unitText } from './answer-units';
import type { NoticeFact } from './asks-for-notice-fact';
import { articleHeading, passageHeading } from './cite-passage';
import type { AnswerSource } from './constitution-answer';
import { missingArticlesNote } from './named-articles-note';

// Why the constitution cannot hold what was asked, after "I couldn't find this in the
// constitution:", so a member knows where else to look.
const NOTICE_FACT_REASONS: Record<NoticeFact, string> = {
  'office-holder':
    'it sets up the offices but does not name the people who hold them or who won an election',
  'meeting-time':
    'it does not set the dates, times or venues of meetings and elections; notices of them do',
  contact: "it does not give the association's contact or bank details",
  'payment-channel':
    'it sets what members owe, not how to pay it; the membership pages say how to pay, mobile money included',
  location: "it does not give the address of the association's offices",
  'past-event':
    'it sets the rules for elections and meetings but keeps no record of them or of their results',
  statistic: 'it does not hold figures on membership or on how things stand now',
  founding: 'it does not say when the association was founded',
  history: 'it does not record its own history, such as who drafted it',
  age: 'the Articles nearest the question set no age limit',
  deadline: 'the Articles nearest the question set no date or time limit for it',
  employment:
    "it does not set members' terms of employment, such as leave, hours or pay scales; employers and the law do",
  symbol: 'it lists the official symbols but does not describe them',
  opinion: 'it sets out rules and holds no opinions, of itself or of the association',
  'site-task':
    "it does not cover using the website or the member portal; the site's own pages and the secretariat do",
  training:
    'it does not cover where or for how long clinical officers train; training institutions and the Health Professions Council do',
  'other-body':
    'it governs the association, not the rules or officers of other bodies such as the Health Professions Council, which answer for themselves',
};

/** What is known of why the constitution does not answer, for {@link declineAnswer}. */
export interface DeclineDetails {
  /** An Article on the subject that has a heading but no text. */
  emptyHeading?: ConstitutionArticle;
  /** The Article numbers the question names that the constitution has no Article for. */
  missingArticles?: readonly number[];
  /** The nearest Articles the search found. */
  nearest?: readonly AnswerSource[];
  /** The kind of fact no constitution holds that the question asks for. */
  noticeFact?: NoticeFact;
  /** The provision on the subject, when the question asks for a sum that no passage states. */
  amountProvision?: ConstitutionPassage;
  /** Words of the question the assistant could not read (see unreadWords). */
  unreadWords?: readonly string[];
}

/**
 * What the assistant says when the constitution does not answer, every decline opening with the
 * same words (or, for a message with no question in it, asking for one, and for one written in
 * another script than English's, saying the assistant reads English only): plainly that, and why when the question asks for a sum the constitution does not
 * state (then the provision on the subject, and nothing more) or a fact no constitution holds; an
 * Article on the subject that has a heading but no text when there is one; the nearest Articles
 * the search found when there are any (else the subjects it covers, its Part titles); and how to
 * ask about an Article.
 */
export function declineAnswer(
  document: ConstitutionDocument,
  reason: 'not-found' | 'empty' | 'not-english',
  {
    emptyHeading,
    missingArticles = [],
    nearest = [],
    noticeFact,
    amountProvision,
    unreadWords = [],
  }: DeclineDetails = {},
): string {
  if (reason === 'not-found' && amountProvision) {
    return `I couldn't find this in the constitution: it does not state that amount. The nearest provision is ${passageHeading(amountProvision)}: ${firstSentence(amountProvision.text)}`;
  }
  const subjects = [
    ...new Set(document.parts.map((part) => readableTitle(part.title)).filter(Boolean)),
  ].slice(0, 8);
  const example = document.articles.find((article) => article.text !== '');
  const nearestArticles = nearest.filter((source) => source.articleNumber !== undefined);
  const topics =
    nearestArticles.length > 0
      ? ` ${nearestArticles.length === 1 ? 'The nearest Article is' : 'The nearest Articles are'} ${listOf(nearestArticles.map((source) => articleHeading({ ...source, number: source.articleNumber })))}.`
      : subjects.length > 0
        ? ` I can answer questions on what it covers: ${subjects.join('; ')}.`
        : '';
  const askByNumber = example
    ? ` You can also ask about one Article, for example "What does Article ${example.number} say?"`
    : '';
  const opening =
    reason === 'empty'
      ? 'Please type a question about the constitution.'
      : reason === 'not-english'
        ? 'I read questions in English only: please ask your question about the constitution in English.'
        : noticeFact
          ? `I couldn't find this in the constitution: ${NOTICE_FACT_REASONS[noticeFact]}.`
          : "I couldn't find this in the constitution.";
  const heading = emptyHeading ? ` ${emptyHeadingNote(emptyHeading)}` : '';
  const missing =
    missingArticles.length === 0 ? '' : ` ${missingArticlesNote(document, missingArticles)}`;
  const unread =
    unreadWords.length === 0
      ? ''
      : ` I did not know ${unreadWords.length === 1 ? 'the word' : 'the words'} ${wordList(unreadWords)}: asking in other words, in English, may find more.`;
  return `${opening}${heading}${missing}${unread}${topics}${askByNumber}`;
}

// The passage's first quotable unit: a sentence, or a list's lead-in with its first item, never
// cut at an item's label ("… if they a." read "a." as a full stop).
function firstSentence(text: string): string {
  const [unit] = answerUnits(text.split('\n')[0] ?? '');
  return unit ? finish(unitText(unit)) : '';
}

// Each item names an Article with a comma inside ("Article 34, Categories of Membership (p. 40)"),
// so three or more are kept apart by semicolons, the last after "and".
function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join('; ')}; and ${items.at(-1)}`;
}

// Words quoted, kept apart by commas, the last after "and".
function wordList(words: readonly string[]): string {
  const quoted = words.map((word) => `"${word}"`);
  return quoted.length <= 1
    ? quoted.join('')
    : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}

function emptyHeadingNote(article: ConstitutionArticle): string {
  const { number, title, pageStart } = article;
  return `It has a heading on the subject, ${articleHeading({ number, title, pageStart })}, but no provisions under it yet.`;
}

function readableTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed !== trimmed.toUpperCase()) return trimmed;
  const lower = trimmed.toLowerCase().replace(/\bcoaz\b/g, 'COAZ');
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
