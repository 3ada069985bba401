// Measures the constitution assistant on the package's own questions (evaluation/development.jsonl
// for tuning, evaluation/validation.jsonl never read when writing rules), on the team's shared
// development set (../shared/constitution/dev-questions.jsonl) and on two sets written apart from
// the code (evaluation/apart-tuning.jsonl, read; evaluation/apart-held-out.jsonl, never read),
// beside a naive BM25 baseline, per question kind and split. Run it with
// `pnpm --filter @coaz/constitution-qa evaluate` (it builds the package first). Prints figures
// only; the targets are a test (src/evaluation).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createBaseline,
  measureQuestions,
  readQuestions,
  reliability,
  summarise,
} from '../dist/evaluation.js';
import { createConstitutionEngine, parseConstitutionPdf } from '../dist/index.js';

const PASSES = 5;
const packageFolder = join(dirname(fileURLToPath(import.meta.url)), '..');

function sharedFolder() {
  let folder = packageFolder;
  while (!existsSync(join(folder, 'pnpm-workspace.yaml'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error('No pnpm-workspace.yaml above the package');
    folder = parent;
  }
  return join(folder, '..', 'shared', 'constitution');
}

const splits = [
  ['validation', readQuestions(join(packageFolder, 'evaluation', 'validation.jsonl'))],
  ['development', readQuestions(join(packageFolder, 'evaluation', 'development.jsonl'))],
  ['shared-dev', readQuestions(join(sharedFolder(), 'dev-questions.jsonl'))],
  // Written apart from the code, from the Articles' text alone (ninth stop): the first is read and
  // tuned on; the second is never read, so its misses are never printed.
  ['apart-tuning', readQuestions(join(packageFolder, 'evaluation', 'apart-tuning.jsonl'))],
  ['apart-held-out', readQuestions(join(packageFolder, 'evaluation', 'apart-held-out.jsonl'))],
  // Written apart on 6 December 2026 in voices the earlier sets used less; read and tuned on.
  ['voices-tuning', readQuestions(join(packageFolder, 'evaluation', 'voices-tuning.jsonl'))],
];
const NEVER_READ = new Set(['validation', 'apart-held-out']);
// `--tuning` asks only the sets that may be read and tuned on, so a change can be judged and its
// misses read (`--tuning --misses`) as often as needed without scoring validation or the held-out
// set, which are scored in aggregate once per change to be kept. One timed pass: times are not
// the point there.
const TUNING_ONLY = process.argv.includes('--tuning');
const pdf = new Uint8Array(readFileSync(join(sharedFolder(), 'COAZ_CONSTITUTION_2025.pdf')));

let started = performance.now();
const document = await parseConstitutionPdf(pdf);
const parseMs = performance.now() - started;
globalThis.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
started = performance.now();
const engine = createConstitutionEngine(document);
const buildMs = performance.now() - started;
globalThis.gc?.();
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
// Keep the engine reachable past the measurement, so the collector cannot take its index.
if (!engine) throw new Error('unreachable');
const baseline = createBaseline(document);
const ask = (query) => engine.answer({ query, useRag: true });

const fixed = (value) => (value === undefined ? '—' : value.toFixed(2));
const lines = [
  '| split | kind | n | hit@1 | hit@3 | MRR | declined | false declines | p95 ms | BM25 hit@1 | BM25 hit@3 | BM25 MRR |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
];
let validationRows = [];
for (const [split, questions] of splits) {
  if (TUNING_ONLY && NEVER_READ.has(split)) continue;
  const rows = await measureQuestions(ask, questions, TUNING_ONLY ? 1 : PASSES);
  const baseRows = await measureQuestions(baseline, questions, 1);
  if (split === 'validation') validationRows = rows;
  const kinds = [...new Set(questions.map((question) => question.kind))].sort();
  for (const kind of [...kinds, 'all']) {
    const pick = (list) => (kind === 'all' ? list : list.filter((row) => row.kind === kind));
    const mine = summarise(pick(rows));
    const base = summarise(pick(baseRows));
    const answerable = kind !== 'unanswerable';
    const cell = (value) => (answerable ? fixed(value) : '—');
    lines.push(
      `| ${split} | ${kind} | ${mine.count} | ${cell(mine.hit1)} | ${cell(mine.hit3)} | ${cell(mine.mrr)} | ${fixed(mine.declined)} | ${fixed(mine.falseDeclined)} | ${mine.p95.toFixed(1)} | ${cell(base.hit1)} | ${cell(base.hit3)} | ${cell(base.mrr)} |`,
    );
  }
  if (process.argv.includes('--misses') && !NEVER_READ.has(split)) {
    for (const row of rows) {
      const wrong =
        row.kind === 'unanswerable'
          ? !row.declined
          : row.rank === 0 || row.rank > 3 || row.declined;
      if (wrong)
        console.log(
          `miss ${split} ${row.id} ${row.kind} rank=${row.rank} declined=${row.declined} confidence=${row.confidence.toFixed(2)}`,
        );
    }
  }
}
console.log(lines.join('\n'));
console.log('');
if (TUNING_ONLY) process.exit(0);
console.log(
  'Reliability on validation (confidence bin → share of replies that were a right answer):',
);
console.log('| confidence | n | mean confidence | share right |');
console.log('| --- | --- | --- | --- |');
for (const bin of reliability(validationRows)) {
  console.log(
    `| ${bin.from.toFixed(1)}–${bin.to.toFixed(1)} | ${bin.count} | ${fixed(bin.meanConfidence)} | ${fixed(bin.shareRight)} |`,
  );
}
console.log('');
console.log(`Times: ${PASSES} timed passes per question after one warm-up pass (2 shared cores).`);
console.log(
  `PDF parse: ${parseMs.toFixed(0)} ms, ${document.articles.length} Articles; index build ${buildMs.toFixed(0)} ms; index heap ≈ ${heapMb.toFixed(1)} MB`,
);
