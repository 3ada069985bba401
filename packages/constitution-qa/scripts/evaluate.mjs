// Measures the constitution assistant against ../shared/constitution/dev-questions.jsonl and the
// real PDF, beside a plain BM25 baseline (MiniSearch with its defaults over 800-character
// windows), and says whether each target is met. Run it with `pnpm --filter @coaz/constitution-qa eval`
// (it builds the package first). Exits 1 when a target is missed.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import MiniSearch from 'minisearch';
import { createConstitutionEngine, parseConstitutionPdf } from '../dist/index.js';

const TARGETS = { answerableHit3: 0.9, casualHit3: 0.8, declined: 0.75, p95Ms: 50, buildMs: 3000 };
const WINDOW = 800;
const PASSES = 5;

function sharedFolder() {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, 'pnpm-workspace.yaml'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error('No pnpm-workspace.yaml above the package');
    folder = parent;
  }
  return join(folder, '..', 'shared', 'constitution');
}

function normalise(text) {
  return text.toLowerCase().replace(/\s+/g, ' ');
}

function isHit(question, source) {
  if (source.articleNumber !== undefined && question.articles.includes(source.articleNumber))
    return true;
  const text = normalise(source.excerpt);
  return question.must_contain_any.some((phrase) => text.includes(normalise(phrase)));
}

function percentile(values, share) {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

function summarise(rows) {
  const answerable = rows.filter((row) => row.kind !== 'unanswerable');
  const unanswerable = rows.filter((row) => row.kind === 'unanswerable');
  const share = (list, test) => (list.length === 0 ? 0 : list.filter(test).length / list.length);
  return {
    count: rows.length,
    hit1: share(answerable, (row) => row.rank === 1),
    hit3: share(answerable, (row) => row.rank >= 1 && row.rank <= 3),
    mrr:
      answerable.length === 0
        ? 0
        : answerable.reduce((sum, row) => sum + (row.rank ? 1 / row.rank : 0), 0) /
          answerable.length,
    declined: unanswerable.length === 0 ? undefined : share(unanswerable, (row) => row.declined),
    wrongDeclines: answerable.filter((row) => row.declined).length,
    p50: percentile(
      rows.flatMap((row) => row.times),
      0.5,
    ),
    p95: percentile(
      rows.flatMap((row) => row.times),
      0.95,
    ),
  };
}

const folder = sharedFolder();
const questions = readFileSync(join(folder, 'dev-questions.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line));
const pdf = new Uint8Array(readFileSync(join(folder, 'COAZ_CONSTITUTION_2025.pdf')));

let started = performance.now();
const document = await parseConstitutionPdf(pdf);
const parseMs = performance.now() - started;

started = performance.now();
const engine = createConstitutionEngine(document);
const buildMs = performance.now() - started;

// One untimed pass first, so timings show steady serving rather than the first call's warm-up;
// then several timed passes, so a percentile rests on more than one or two samples on a shared machine.
for (const question of questions) await engine.answer({ query: question.question, useRag: true });
const engineRows = [];
for (const question of questions) {
  const times = [];
  let reply;
  for (let pass = 0; pass < PASSES; pass += 1) {
    const before = performance.now();
    reply = await engine.answer({ query: question.question, useRag: true });
    times.push(performance.now() - before);
  }
  const index = reply.sources.slice(0, 3).findIndex((source) => isHit(question, source));
  engineRows.push({
    kind: question.kind,
    id: question.id,
    rank: index + 1,
    declined: reply.responseType === 'fallback',
    times,
  });
}

started = performance.now();
const windows = [];
for (const article of document.articles) {
  const text = `Article ${article.number}: ${article.title}\n${article.text}`;
  if (article.text === '') continue;
  for (let offset = 0; offset < text.length; offset += WINDOW) {
    windows.push({
      id: windows.length,
      articleNumber: article.number,
      text: text.slice(offset, offset + WINDOW),
    });
  }
}
const baseline = new MiniSearch({ fields: ['text'], storeFields: ['articleNumber', 'text'] });
baseline.addAll(windows);
const baselineBuildMs = performance.now() - started;
for (const question of questions) baseline.search(question.question);
const baselineRows = questions.map((question) => {
  const times = [];
  let results = [];
  for (let pass = 0; pass < PASSES; pass += 1) {
    const before = performance.now();
    results = baseline.search(question.question).slice(0, 3);
    times.push(performance.now() - before);
  }
  const index = results.findIndex((result) =>
    isHit(question, { articleNumber: result.articleNumber, excerpt: result.text }),
  );
  return { kind: question.kind, id: question.id, rank: index + 1, declined: false, times };
});

const kinds = [...new Set(questions.map((question) => question.kind))].sort();
const fixed = (value, digits = 2) => (value === undefined ? '—' : value.toFixed(digits));
const lines = [
  '| set | system | n | hit@1 | hit@3 | MRR | declined | p50 ms | p95 ms |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
];
for (const kind of [...kinds, 'overall']) {
  for (const [system, rows] of [
    ['engine', engineRows],
    ['BM25 baseline', baselineRows],
  ]) {
    const subset = kind === 'overall' ? rows : rows.filter((row) => row.kind === kind);
    const figures = summarise(subset);
    const answerable = kind !== 'unanswerable';
    lines.push(
      `| ${kind} | ${system} | ${figures.count} | ${answerable ? fixed(figures.hit1) : '—'} | ${answerable ? fixed(figures.hit3) : '—'} | ${answerable ? fixed(figures.mrr) : '—'} | ${fixed(figures.declined)} | ${fixed(figures.p50)} | ${fixed(figures.p95)} |`,
    );
  }
}
console.log(lines.join('\n'));
console.log('');
console.log(`Times: ${PASSES} timed passes over every question after one warm-up pass.`);
console.log(
  `PDF parse: ${parseMs.toFixed(0)} ms, ${document.articles.length} Articles in ${document.parts.length} Parts`,
);
console.log(
  `Index build: engine ${buildMs.toFixed(0)} ms, BM25 baseline ${baselineBuildMs.toFixed(0)} ms (${windows.length} windows)`,
);

const overall = summarise(engineRows);
const casual = summarise(engineRows.filter((row) => row.kind === 'casual'));
const answerableRows = engineRows.filter((row) => row.kind !== 'unanswerable');
const missed = answerableRows.filter((row) => row.rank === 0).map((row) => row.id);
if (missed.length > 0)
  console.log(`Answerable questions without a hit in the top 3: ${missed.join(', ')}`);
if (overall.wrongDeclines > 0)
  console.log(`Answerable questions declined: ${overall.wrongDeclines}`);
const checks = [
  [
    'hit@3 on answerable questions',
    overall.hit3,
    `>= ${TARGETS.answerableHit3}`,
    overall.hit3 >= TARGETS.answerableHit3,
  ],
  [
    'hit@3 on casual questions',
    casual.hit3,
    `>= ${TARGETS.casualHit3}`,
    casual.hit3 >= TARGETS.casualHit3,
  ],
  [
    'unanswerable questions declined',
    overall.declined ?? 0,
    `>= ${TARGETS.declined}`,
    (overall.declined ?? 0) >= TARGETS.declined,
  ],
  ['p95 answer time (ms)', overall.p95, `< ${TARGETS.p95Ms}`, overall.p95 < TARGETS.p95Ms],
  ['index build time (ms)', buildMs, `< ${TARGETS.buildMs}`, buildMs < TARGETS.buildMs],
];
console.log('');
for (const [name, value, target, met] of checks) {
  console.log(`${met ? 'MET    ' : 'MISSED '} ${name}: ${fixed(value)} (target ${target})`);
}
const allMet = checks.every(([, , , met]) => met);
console.log(allMet ? '\nAll targets met.' : '\nSome targets missed.');
process.exitCode = allMet ? 0 : 1;
