// A question about who or what a body is made of ("who sits on the council", "how many people
// serve on the board", "what is the committee made up of", "who are the members of the exco") is
// answered by the Article on the body's composition, which seldom repeats the question's verb:
// constitutions say "shall consist of", "shall be composed of", "Composition of …", "Structure
// of …". English grammar, not any question's wording.
const COMPOSITION_QUESTION =
  /\b(?:who (?:sits?|serves?|is|are|r) on|how many (?:[a-z]+ ){0,2}(?:sit|serve|are|r) on|made (?:up )?of|makes? up|consists? of|comprises?|composed of|who (?:are|r) (?:the )?members of)\b/i;

/** The constitution's words for a body's make-up, brought into a question that asks for it. */
export const COMPOSITION_WORDS = ['composition', 'composed', 'consist', 'structure'] as const;

/** Whether a question asks who or what a body is made of. */
export function asksForComposition(question: string): boolean {
  return COMPOSITION_QUESTION.test(question);
}
