// A request opening a message or one of its sentences, in the imperative ("show me…", "give
// me…", "tell us…", "read me…", "send me…", "quote…"), after any "please", "kindly" or "can you":
// it frames what the member asks for and names no subject. Read as a word, "show" found "show of
// hands" and "give" the Articles on giving notice.
const REQUEST_FRAME =
  /(^|[.!?,;:]\s*)\s*(?:(?:please|pls|plz|kindly)\s+)?(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+|plz\s+|kindly\s+)?)?(?:show|give|tell|read|send|quote|explain)(?:\s+(?:me|us))?\b/gi;

// A greeting by the time of day, however it is typed ("good morning", "gud afternoon", "gd
// evening", "good day"): "good" in it is no word of the question, nor is a texted "gud" an unknown
// one. The time words alone are function words already (tokenise.ts); "good" stays a word
// elsewhere ("good standing", "good faith"), and a greeting read with it found "good faith".
const TIME_OF_DAY_GREETING =
  /\b(?:go+d|gu+d|gd)\s*(?:morning|mornin|mrng|morn|afternoon|aftanoon|afternun|evening|evenin|eve|day|night|nite)\b/gi;

/**
 * The message without the requests and greetings that frame it: "show me article 40 pls" reads
 * "article 40 pls" ("pls" and "please" are function words already), "gud afternoon, what is the
 * quorum" reads ", what is the quorum".
 */
export function withoutRequestFrame(text: string): string {
  return text.replace(TIME_OF_DAY_GREETING, ' ').replace(REQUEST_FRAME, '$1 ');
}
