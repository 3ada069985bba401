import { type DemoTraces, demoTracesInWords } from '../seed/demo-database-check';

/**
 * `makeAdmin`'s refusal of a database that ran in demo mode, where an admin is most likely made
 * by mistake (the demo's `<repo>/.data`, opened because the server's settings were not given).
 * `traces` says what the demo left; the command's words add which database and what to set.
 */
export class DemoDatabaseRefused extends Error {
  constructor(readonly traces: DemoTraces) {
    super(`this database ran in demo mode: it holds ${demoTracesInWords(traces)}`);
    this.name = 'DemoDatabaseRefused';
  }
}
