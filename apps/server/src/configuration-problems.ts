/**
 * Every setting that stops the server from starting, found in one reading of the environment, so
 * an administrator fixes them all at once instead of meeting them one start at a time.
 */
export class ConfigurationProblems extends Error {
  /**
   * @param production whether they stop a production start: the header then points to the
   * README's "Running in production", which says what production needs of each setting, beside
   * "Configuration", which only describes them
   */
  constructor(
    readonly problems: readonly string[],
    readonly production = false,
  ) {
    const where = production
      ? 'apps/server/README.md, "Running in production", says what production needs of each; "Configuration" describes every setting'
      : 'apps/server/README.md, "Configuration", describes each';
    super(
      problems.length === 1
        ? (problems[0] ?? '')
        : `${problems.length} settings must be fixed (${where}):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    this.name = 'ConfigurationProblems';
  }
}

/** Collects the problems of several readings of the environment. */
export interface ProblemCollector {
  /** Runs `read`; when it throws, notes the problem (each of several) and answers `fallback`. */
  attempt<T>(read: () => T, fallback: T): T;
  /** Notes a problem found without a reading that throws. */
  note(problem: string): void;
  /** @throws ConfigurationProblems naming every problem noted, when there is one */
  throwIfAny(): void;
}

/**
 * A collector with no problems yet; `production` says they stop a production start (see
 * {@link ConfigurationProblems}).
 */
export function collectProblems(production = false): ProblemCollector {
  const problems: string[] = [];
  return {
    attempt(read, fallback) {
      try {
        return read();
      } catch (error) {
        if (error instanceof ConfigurationProblems) problems.push(...error.problems);
        else problems.push((error as Error).message);
        return fallback;
      }
    },
    note(problem) {
      problems.push(problem);
    },
    throwIfAny() {
      if (problems.length > 0) throw new ConfigurationProblems(problems, production);
    },
  };
}

/**
 * A problem with a word for each setting it names whose value holds a comment (whitespace, then
 * `#`): systemd's `EnvironmentFile` (and docker's `--env-file`) keep `PAYMENT_PROVIDER=none   # or
 * mtn-momo` whole, where a shell would drop the comment, so the refusal quotes a value the
 * operator never meant. The value itself is not repeated: it may be a secret.
 */
export function withCommentHint(problem: string, env: NodeJS.ProcessEnv): string {
  const named = Object.entries(env)
    .filter(
      ([name, value]) =>
        value !== undefined &&
        /\s#/.test(value) &&
        /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) &&
        new RegExp(`\\b${name}\\b`).test(problem),
    )
    .map(([name]) => name);
  if (named.length === 0) return problem;
  return `${problem} (${named.join(' and ')} ${named.length === 1 ? 'holds' : 'hold'} a space and "#": a comment after a value is read as part of it; put the comment on its own line)`;
}
