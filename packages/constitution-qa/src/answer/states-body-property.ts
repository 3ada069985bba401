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
export type BodyProperty = 'quorum' | 'chair' | 'frequency' | 'size' | 'notice';

interface PropertyReading {
  property: BodyProperty;
  /**
   * Wordings that ask for the property, each capturing the body's name as `body` ("the quorum of
   * the council", "how often does the national executive committee meet").
   */
  asked: readonly RegExp[];
  /** A clause states the property. */
  stated: RegExp;
  /** Words the rest of the question must hold after the body's name, when the wording needs them. */
  after?: RegExp;
}

// Where a body's name ends: at the verb or preposition after it, or at the end of the clause; also
// at the words by which a member says it has to ("is the board supposed to meet").
const END =
  '(?=\\s+(?:supposed|expected|required|meant|obliged|due|allowed|going|able|meet|meets|meeting|meetings|sit|sits|sitting|sittings|convene|convenes|held|hold|be|is|are|was|were|have|has|when|if|during|in|on|at|to|for|and|or|but|after|before|while|with|so|every|each|per|a)\\b|\\s*[?.!,;:]|\\s*$)';
const ARTICLE = '(?:(?:the|a|an|our|its|their)\\s+)?';
const SITTINGS_OF = '(?:(?:meetings?|sittings?)\\s+of\\s+)?';
const SITTING_KIND = '(?:extraordinary|special|emergency|ordinary|annual|urgent)';
// A wording with the body's name captured where it says BODY.
const withBodyName = (pattern: string) =>
  new RegExp(pattern.replace('BODY', `(?<body>.+?)${END}`), 'i');

const SEATS =
  /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\)?\s*(?:\(\d+\)\s*)?(?:other\s+|elected\s+|voting\s+)?(?:members|persons|people|representatives|delegates|officials|officers|commissioners)\b|\b(?:consists?\s+of|composed\s+of|comprises?|comprising|made\s+up\s+of)\b/i;

const READINGS: readonly PropertyReading[] = [
  {
    property: 'quorum',
    asked: [
      withBodyName(`\\bquorum\\s+(?:of|for|at|in)\\s+${ARTICLE}${SITTINGS_OF}${ARTICLE}BODY`),
      /\b(?:the|a|an|our)\s+(?<body>(?:[a-z]+\s+){0,3}[a-z]+?)(?:'s)?\s+quorum\b/i,
    ],
    stated: /\bquorum\b/i,
  },
  {
    property: 'chair',
    asked: [
      withBodyName(
        `\\bwho\\s+(?:chairs|presides\\s+(?:over|at)|will\\s+chair|shall\\s+chair|should\\s+chair)\\s+${ARTICLE}${SITTINGS_OF}${ARTICLE}BODY`,
      ),
    ],
    stated: /\bchair(?:s|ed|ing|person|persons|man)?\b|\bpresid(?:e|es|ed|ing)\b/i,
  },
  {
    property: 'frequency',
    asked: [
      withBodyName(
        `\\bhow\\s+(?:often|frequently|many\\s+times(?:\\s+(?:a|per|in\\s+a|each)\\s+year)?)\\s+(?:does|do|is|are|will|should|must|shall|can|has|have)\\s+${ARTICLE}BODY`,
      ),
    ],
    stated:
      /\b(?:once|twice|(?:two|three|four|five|six|\d+)\s+times)\b|\b(?:every|each|per|a)\s+(?:calendar\s+|financial\s+)?(?:year|month|quarter|week)\b|\b(?:annually|quarterly|monthly|yearly|biannually)\b|\bas often as\b/i,
    // How often a body sits, not how often it does something ("how often does the commission
    // review the boundaries" asks for the period of a review, which a clause on reviews states
    // in its own words: "at intervals of not more than five (5) years").
    after:
      /^\s*(?:\S+\s+){0,3}?(?:meet|meets|meeting|meetings|sit|sits|sitting|sittings|convene|convenes|held|gather|gathers|assemble|assembles)\b/i,
  },
  {
    property: 'size',
    // Seats on a body, not a count of people doing something ("how many members must endorse…"),
    // or who sits on it.
    asked: [
      withBodyName(
        `\\bhow\\s+many\\s+(?:members|people|persons|delegates|representatives|officials|officers)\\s+(?:(?:sit|sits|serve|serves|are)\\s+on|make\\s+up|form)\\s+${ARTICLE}BODY`,
      ),
      /\bhow\s+many\s+members\s+(?:does|do|has|have)\s+the\s+(?<body>.+?)\s+(?:have|has)\b/i,
      withBodyName(`\\bwho\\s+(?:sits?|serves?)\\s+on\\s+${ARTICLE}BODY`),
      withBodyName(`\\bwho\\s+(?:are|r)\\s+(?:the\\s+)?members\\s+of\\s+${ARTICLE}BODY`),
      withBodyName(`\\b(?:composition|make-?up)\\s+of\\s+${ARTICLE}BODY`),
    ],
    // A count of people, or a list of who sits ("shall consist of", "composed of"); a number
    // alone may count days.
    stated: SEATS,
  },
  {
    property: 'notice',
    // The notice of a body's sitting ("how much notice before a council meeting", "how many days'
    // notice for the board"); the sitting's kind ("an extraordinary…") is not the body.
    asked: [
      withBodyName(
        `\\b(?:how\\s+much|how\\s+many\\s+days['’]?|what)\\s+(?:of\\s+)?notice\\b[^?]*?\\b(?:before|for|of|ahead\\s+of)\\s+${ARTICLE}${SITTINGS_OF}${ARTICLE}(?:${SITTING_KIND}\\s+)?BODY`,
      ),
      withBodyName(
        `\\bnotice\\s+period\\s+(?:for|of|before)\\s+${ARTICLE}${SITTINGS_OF}${ARTICLE}(?:${SITTING_KIND}\\s+)?BODY`,
      ),
    ],
    stated: /\bnotice\b|\bin\s+advance\b/i,
  },
];

// Words of a body's name as a member says it that name no particular body: its members ("members
// of the council" meet as the council), its meetings, and the sitting's kind ("the annual General
// Assembly" is the General Assembly's ordinary sitting, which its clauses call so or name no kind
// at all).
const NEVER_BODY =
  /^(?:members?|meetings?|sittings?|annual|ordinary|regular|usual|next|upcoming|coming|coaz|association)$/;

/** The property of a body a question asks for, with the words that name the body. */
export interface BodyPropertyQuestion {
  property: BodyProperty;
  /** For each word naming the body, the stems that stand for it (its own, the glossary's). */
  body: string[][];
}

/**
 * The property of a body a question asks for, read from its wording: the name captured after or
 * before the property's words ("the quorum of the council", "who chairs the committee", "how
 * often does the council meet", "how many members sit on the board"). `words` are the question's
 * words as the retriever read them (after the glossary), each with the stems standing for it; the
 * body is those of them in its name. Undefined when the question asks for none of these
 * properties in such words, or names no body.
 */
export function bodyPropertyAsked(
  question: string,
  words: readonly { word: string; forms: readonly string[] }[],
): BodyPropertyQuestion | undefined {
  for (const reading of READINGS) {
    for (const pattern of reading.asked) {
      const match = pattern.exec(question);
      const name = match?.groups?.body;
      if (match === null || name === undefined) continue;
      if (reading.after && !reading.after.test(question.slice(match.index + match[0].length)))
        continue;
      const named = new Set(tokenise(name).map((token) => token.word));
      const body = words
        .filter(({ word }) => named.has(word) && !NEVER_BODY.test(word))
        .map(({ forms }) => [...forms]);
      return body.length > 0 ? { property: reading.property, body } : undefined;
    }
  }
  return undefined;
}

// Where a clause's list items part ("…; b. District Committees – …; c. Branch Committees – formed
// by not less than fifteen (15) members"): each item speaks of its own body, so a count in one
// item is not the size of the body named in another.
const LIST_ITEM_BREAK = /;\s*(?:and\s+|or\s+)?(?=\(?[a-z]{1,4}[.)]\s)/i;

/**
 * Finds whether any clause of a constitution states a property of a body: the clause (or one item
 * of its list) states the property, and every word of the body is in it or in its Article's title.
 */
export function createBodyPropertyFinder(
  document: ConstitutionDocument,
): (question: BodyPropertyQuestion) => boolean {
  const clauses = document.articles.flatMap((article) => {
    const title = new Set(tokenise(article.title).map((token) => token.stem));
    return article.clauses.flatMap((clause) =>
      clause.text.split(LIST_ITEM_BREAK).map((text) => ({
        text,
        stems: new Set([...title, ...tokenise(text).map((token) => token.stem)]),
      })),
    );
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
