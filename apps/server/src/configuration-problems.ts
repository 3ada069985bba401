/**
 * Every setting that stops the server from starting, found in one reading of the environment, so
 * an administrator fixes them all at once instead of meeting them one start at a time.
 */
export class ConfigurationProblems extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      problems.length === 1
        ? (problems[0] ?? '')
        : `${problems.length} settings must be fixed (apps/server/README.md, "Configuration", describes each):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
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

/** A collector with no problems yet. */
export function collectProblems(): ProblemCollector {
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
      if (problems.length > 0) throw new ConfigurationProblems(problems);
    },
  };
}
