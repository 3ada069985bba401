/** A regular expression as it ran: its source and flags. */
export interface RegexPattern {
  source: string;
  flags: string;
}

/** A regular expression recheck does not find safe, and why. */
export interface BacktrackingRisk {
  /** `/source/flags`. */
  pattern: string;
  /** Its complexity and attack string, or why it could not be analysed. */
  verdict: string;
}

/**
 * Every regular expression `run` executes, each once (through `RegExp.prototype.exec`, wrapped
 * while `run` runs).
 * @example
 * regexesRunBy(() => textLinks(hostile)) // [{ source: '(?<![\\p{L}\\p{N}])https?…', flags: 'gu' }]
 */
export declare function regexesRunBy(run: () => unknown): RegexPattern[];

/**
 * The patterns recheck does not find safe from catastrophic backtracking, analysed with step
 * limits and a fixed seed only, so the verdict does not depend on the machine's speed.
 * @example
 * await backtrackingRisks([{ source: '(a+)+$', flags: '' }]) // [{ pattern: '/(a+)+$/', verdict: '2nd degree… ' }]
 */
export declare function backtrackingRisks(patterns: RegexPattern[]): Promise<BacktrackingRisk[]>;
