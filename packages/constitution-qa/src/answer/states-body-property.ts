import type { ConstitutionDocument } from '../constitution-document/constitution-document';
import { tokenise } from '../internal/tokenise';

// A constitution sets up bodies (an assembly, a council, committees) and, body by body, says who
// chairs each, how often it meets, its quorum and how many sit on it; it may say so for some and
// not others. A question asking for one of these of a named body ("what is the quorum of the
// national executive committee") is answered only by a clause that states that property of that
// body: a clause giving another body's quorum, however alike in words, does not answer it. The
// body is named in the clause or in its Article's title ("The quorum for a sitting of the
// Committee shall be four members", under "Sittings of Member Disciplinary committee").
// Read from English grammar and the parts of any constitution, not from a question.

/** A property a constitution states body by body. */
export type BodyProperty = 'quorum' | 'chair' | 'frequency' | 'size';

interface PropertyReading {
  property: BodyProperty;
  /** The question asks for the property. */
  asked: RegExp;
  /** Question words that name the property, or say nothing of which body: not the body. */
  notBody: RegExp;
  /** A clause states the property. */
  stated: RegExp;
}

const SEATS =
  /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\)?\s*(?:\(\d+\)\s*)?(?:other\s+|elected\s+|voting\s+)?(?:members|persons|people|representatives|delegates|officials|officers|commissioners)\b|\b(?:consists?\s+of|composed\s+of|comprises?|comprising|made\s+up\s+of)\b/i;

const READINGS: readonly PropertyReading[] = [
  {
    property: 'quorum',
    asked: /\bquorum\b/i,
    notBody: /^(?:quorum|meetings?|sittings?|required|needed|minimum|members?)$/,
    stated: /\bquorum\b/i,
  },
  {
    property: 'chair',
    asked: /\bwho\s+(?:chairs|presides|will\s+chair|shall\s+chair|should\s+chair)\b/i,
    notBody: /^(?:chairs?|presides?|over|meetings?|sittings?)$/,
    stated: /\bchair(?:s|ed|ing|person|persons|man)?\b|\bpresid(?:e|es|ed|ing)\b/i,
  },
  {
    property: 'frequency',
    asked: /\bhow\s+(?:often|frequently|many\s+times)\b/i,
    notBody:
      /^(?:often|frequently|times?|meet|meets|meeting|meetings|sit|sits|sitting|sittings|convene|convened|held|hold|year|month)$/,
    stated:
      /\b(?:once|twice|(?:two|three|four|five|six|\d+)\s+times)\b|\b(?:every|each|per|a)\s+(?:calendar\s+|financial\s+)?(?:year|month|quarter|week)\b|\b(?:annually|quarterly|monthly|yearly|biannually)\b|\bas often as\b/i,
  },
  {
    property: 'size',
    // Seats on a body, not a count of people doing something ("how many members must endorse…").
    asked:
      /\bhow\s+many\s+(?:members|people|persons|delegates|representatives|officials|officers)\s+(?:(?:sit|sits|serve|serves|are)\s+on|make\s+up|form)\b|\bhow\s+many\s+members\s+(?:does|do|has|have)\s+the\b/i,
    notBody:
      /^(?:members?|people|persons|delegates|representatives|officials|officers|sit|sits|serve|serves|form|make|have|has)$/,
    // A count of people, or a list of who sits ("shall consist of", "composed of"); a number
    // alone may count days.
    stated: SEATS,
  },
];

// Words of any such question that name no body: who is asked to act, and the sitting's kind as a
// member says it ("the annual General Assembly" is the General Assembly's ordinary sitting, which
// its clauses call so or name no kind at all).
const NEVER_BODY =
  /^(?:members?|get|gets|got|receive|receives|received|give|gives|given|send|sent|need|needs|annual|ordinary|regular|usual|next|upcoming|coming)$/;

/** The property of a body a question asks for, with the words that name the body. */
export interface BodyPropertyQuestion {
  property: BodyProperty;
  /** For each word naming the body, the stems that stand for it (its own, the glossary's). */
  body: string[][];
}

/**
 * The property of a body a question asks for, read from its wording; `words` are the question's
 * words as the retriever read them (after the glossary), each with the stems standing for it.
 * Undefined when it asks for none, or names no body.
 */
export function bodyPropertyAsked(
  question: string,
  words: readonly { word: string; forms: readonly string[] }[],
): BodyPropertyQuestion | undefined {
  const reading = READINGS.find((each) => each.asked.test(question));
  if (!reading) return undefined;
  const body = words
    .filter(({ word }) => !reading.notBody.test(word) && !NEVER_BODY.test(word))
    .map(({ forms }) => [...forms]);
  return body.length > 0 ? { property: reading.property, body } : undefined;
}

/**
 * Finds whether any clause of a constitution states a property of a body: the clause states the
 * property, and every word of the body is in the clause or in its Article's title.
 */
export function createBodyPropertyFinder(
  document: ConstitutionDocument,
): (question: BodyPropertyQuestion) => boolean {
  const clauses = document.articles.flatMap((article) => {
    const title = new Set(tokenise(article.title).map((token) => token.stem));
    return article.clauses.map((clause) => ({
      text: clause.text,
      stems: new Set([...title, ...tokenise(clause.text).map((token) => token.stem)]),
    }));
  });
  return ({ property, body }) => {
    const reading = READINGS.find((each) => each.property === property);
    if (!reading) return false;
    return clauses.some(
      (clause) =>
        reading.stated.test(clause.text) &&
        body.every((forms) => forms.some((stem) => clause.stems.has(stem))),
    );
  };
}
