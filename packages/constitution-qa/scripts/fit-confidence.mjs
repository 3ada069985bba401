// Fits the confidence model (src/answer/confidence-model.ts) on the development questions only:
// evaluation/development.jsonl and the team's shared set. Each answered question gives the
// features the engine read and whether a right Article was among its first three sources (an
// unanswerable question never is). Prints coefficients to paste into CONFIDENCE_COEFFICIENTS.
// Run with `pnpm --filter @coaz/constitution-qa fit:confidence`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readQuestions } from '../dist/evaluation.js';
import { createConstitutionEngine, parseConstitutionPdf } from '../dist/index.js';

const STEPS = 20000;
const RATE = 0.5;
const L2 = 0.001;

const packageFolder = join(dirname(fileURLToPath(import.meta.url)), '..');
let root = packageFolder;
while (!existsSync(join(root, 'pnpm-workspace.yaml'))) root = dirname(root);
const shared = join(root, '..', 'shared', 'constitution');
const questions = [
  ...readQuestions(join(packageFolder, 'evaluation', 'development.jsonl')),
  ...readQuestions(join(shared, 'dev-questions.jsonl')),
];
const document = await parseConstitutionPdf(
  new Uint8Array(readFileSync(join(shared, 'COAZ_CONSTITUTION_2025.pdf'))),
);
let features;
const engine = createConstitutionEngine(document, {
  onAssess: (read) => {
    features = read;
  },
});
const normalise = (text) => text.toLowerCase().replace(/\s+/g, ' ');
const rows = [];
for (const question of questions) {
  features = undefined;
  const reply = await engine.answer({ query: question.question, useRag: true });
  if (!features) continue;
  const right =
    question.kind !== 'unanswerable' &&
    reply.sources
      .slice(0, 3)
      .some(
        (source) =>
          question.articles.includes(source.articleNumber) ||
          question.must_contain_any.some((phrase) =>
            normalise(source.excerpt).includes(normalise(phrase)),
          ),
      );
  rows.push({
    x: [1, features.coverage, features.similarity, features.unexplained, features.focus],
    y: right ? 1 : 0,
  });
}
const weights = [0, 0, 0, 0, 0];
for (let step = 0; step < STEPS; step += 1) {
  const gradient = [0, 0, 0, 0, 0];
  for (const { x, y } of rows) {
    const p = 1 / (1 + Math.exp(-x.reduce((sum, value, index) => sum + value * weights[index], 0)));
    x.forEach((value, index) => {
      gradient[index] += (p - y) * value;
    });
  }
  weights.forEach((weight, index) => {
    weights[index] -= RATE * (gradient[index] / rows.length + (index > 0 ? L2 * weight : 0));
  });
}
const [intercept, coverage, similarity, unexplained, focus] = weights.map((value) =>
  Number(value.toFixed(2)),
);
console.log(
  `${rows.length} development questions with features (${rows.filter((row) => row.y).length} right)`,
);
console.log(JSON.stringify({ intercept, coverage, similarity, unexplained, focus }));
