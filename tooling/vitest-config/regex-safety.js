import { check } from 'recheck';

/**
 * recheck's analysis with every limit counted in steps, never on the clock, and its fixed seed:
 * the same regular expression gets the same verdict on any machine, however busy. The recall
 * validation, which would run the real engine against a time limit, is skipped. An attack string
 * of 10 000 characters that takes recheck's matcher more than 100 000 steps (10 a character, the
 * rate at which its incubation of 2 400-character candidates, 25 000 steps, already suspects one)
 * is taken as super-linear growth: a quadratic pattern takes tens of millions there, and a linear
 * one this costly is refused too, which errs on the safe side. With its own defaults and no time
 * limits, recheck could spend minutes on each candidate of a costly linear pattern; this way a
 * verdict takes seconds.
 */
const DETERMINISTIC = {
  timeout: null,
  attackTimeout: null,
  incubationTimeout: null,
  seedingTimeout: null,
  recallTimeout: -1,
  randomSeed: 0,
  maxAttackStringSize: 10_000,
  attackLimit: 100_000,
};

/**
 * Every regular expression `run` executes, each once. Each search (`exec`, `test`, `match`,
 * `matchAll`, `replace`, `split`, `search`) goes through `RegExp.prototype.exec`, which is wrapped
 * while `run` runs, so a pattern built inside a function or a new one added later is found too.
 */
export function regexesRunBy(run) {
  const original = RegExp.prototype.exec;
  const found = new Map();
  RegExp.prototype.exec = function exec(text) {
    // `split` searches with a sticky copy at each position in turn, which costs what an unanchored
    // search costs: checked without `y`, recheck counts every starting position.
    const flags = this.flags.replace('y', '');
    found.set(`/${this.source}/${flags}`, { source: this.source, flags });
    return original.call(this, text);
  };
  try {
    run();
  } finally {
    RegExp.prototype.exec = original;
  }
  return [...found.values()];
}

/**
 * The regular expressions among `patterns` that recheck does not find safe, with why: a pattern
 * whose matching time can grow faster than the input (polynomial or exponential backtracking,
 * with the attack string recheck found) or that it could not analyse.
 */
export async function backtrackingRisks(patterns) {
  const risks = [];
  for (const { source, flags } of patterns) {
    const verdict = await check(source, flags, DETERMINISTIC);
    if (verdict.status === 'safe') continue;
    risks.push({
      pattern: `/${source}/${flags}`,
      verdict:
        verdict.status === 'vulnerable'
          ? `${verdict.complexity.summary}, attack ${verdict.attack.pattern}`
          : `not analysed: ${verdict.error.kind}${verdict.error.message ? ` (${verdict.error.message})` : ''}`,
    });
  }
  return risks;
}
