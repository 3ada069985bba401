// A request opening a message or one of its sentences, in the imperative ("show me…", "give
// me…", "tell us…", "read me…", "send me…", "quote…"), after any "please", "kindly" or "can you":
// it frames what the member asks for and names no subject. Read as a word, "show" found "show of
// hands" and "give" the Articles on giving notice.
const REQUEST_FRAME =
  /(^|[.!?,;:]\s*)\s*(?:(?:please|pls|plz|kindly)\s+)?(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+|plz\s+|kindly\s+)?)?(?:show|give|tell|read|send|quote|explain)(?:\s+(?:me|us))?\b/gi;

/**
 * The message without the requests that frame it: "show me article 40 pls" reads "article 40
 * pls" ("pls" and "please" are function words already).
 */
export function withoutRequestFrame(text: string): string {
  return text.replace(REQUEST_FRAME, '$1 ');
}
