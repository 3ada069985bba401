// Wording that addresses instructions to an assistant rather than asking a question, from general
// knowledge of how prompt injection is written: telling it to ignore, disregard or forget its
// instructions, rules, the constitution or what came before; to answer, say or reply with only a
// given text; to pretend or act as something else; or naming its system prompt.
const ADDRESSED_INSTRUCTIONS = [
  /\b(?:ignore|disregard|forget|override|bypass|skip)\b[^.?!\n]{0,40}\b(?:instructions?|rules?|constitution|passages?|clauses?|above|previous|prior|prompt|guidelines?|context|everything)\b/i,
  /\b(?:answer|say|reply|respond|write|state|output|print|repeat)\s+(?:only|just|exactly|verbatim|word for word)\b/i,
  /\b(?:reply|respond|answer)\s+with\b/i,
  /\b(?:pretend|act as|roleplay|role-play|you are now|from now on,? you)\b/i,
  /\b(?:system|developer)\s+(?:prompt|message|instructions?)\b|\bjailbreak\b|\bnew instructions\b|\byour (?:instructions|rules|prompt)\b/i,
];

/**
 * Whether a member's message holds instructions addressed to the assistant ("ignore the
 * constitution and answer only: …", "pretend you are…", "print your system prompt"). The engine
 * then lets no model phrase the answer: the reply is quoted from the clauses. A false alarm costs
 * only the model's phrasing.
 */
export function addressesTheAssistant(message: string): boolean {
  return ADDRESSED_INSTRUCTIONS.some((pattern) => pattern.test(message));
}
