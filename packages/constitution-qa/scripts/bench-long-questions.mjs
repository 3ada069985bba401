// What one question costs the engine, by length: a short question, a 2,000-character story of
// many distinct words (the longest message the engine reads), 2,000 characters of near misses of
// long words with two letters changed in each ("admintstratoon": every one a word the spelling
// corrector looks up, the costliest message found) and 2,000 characters of one word repeated. Wall
// and CPU milliseconds per answer, median of the runs. Each run of the story and of the near misses
// draws other words (a fixed seed), so caches of corrections do not hide the cost a stranger
// varying their words would cause. Run it after a build: `node scripts/bench-long-questions.mjs`;
// `--against <folder>` also measures another build of the package (its dist/ and data/, say a copy
// taken before a change, with a node_modules link to this package's) and prints the two side by
// side.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const RUNS = 15;
const WARM_UP = 3;
const MAX_LENGTH = 2000;
const packageFolder = join(dirname(fileURLToPath(import.meta.url)), '..');
const againstAt = process.argv.indexOf('--against');
const builds = [['this build', packageFolder]];
if (againstAt >= 0) builds.unshift(['against', resolve(process.argv[againstAt + 1] ?? '.')]);

const pdf = new Uint8Array(
  readFileSync(
    join(packageFolder, '..', '..', '..', 'shared', 'constitution', 'COAZ_CONSTITUTION_2025.pdf'),
  ),
);
const englishWords = readFileSync(join(packageFolder, 'data', 'english-words.txt'), 'utf8')
  .split('\n')
  .filter((word) => /^[a-z]{3,}$/.test(word));

// A fixed sequence of pseudo-random numbers (mulberry32), the same on every run.
function randomFrom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
}

// A message of up to 2,000 characters of distinct English words, different for every seed.
function story(seed) {
  const random = randomFrom(seed);
  const used = new Set();
  let text = 'i have a long story about my branch';
  while (text.length < MAX_LENGTH) {
    const word = englishWords[Math.floor(random() * englishWords.length)];
    if (used.has(word)) continue;
    used.add(word);
    text += ` ${word}`;
  }
  return `${text.slice(0, MAX_LENGTH - 1)}?`;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const longWords = englishWords.filter((word) => word.length >= 9);

// A message of up to 2,000 characters of long words, each with two letters changed, different for
// every seed.
function nearMisses(seed) {
  const random = randomFrom(seed);
  const words = [];
  while (words.join(' ').length < MAX_LENGTH) {
    const letters = [...longWords[Math.floor(random() * longWords.length)]];
    for (let change = 0; change < 2; change += 1)
      letters[1 + Math.floor(random() * (letters.length - 2))] = LETTERS[Math.floor(random() * 26)];
    words.push(letters.join(''));
  }
  return words.join(' ').slice(0, MAX_LENGTH);
}

const cases = [
  ['short question', () => 'can a member appeal against expulsion?'],
  ['2,000-char story, many distinct words', (run) => story(run + 1)],
  ['2,000 chars of near misses', (run) => nearMisses(run + 1)],
  ['2,000 chars of one word', () => 'membership '.repeat(200).slice(0, MAX_LENGTH)],
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(folder) {
  const { createConstitutionEngine, parseConstitutionPdf } = await import(
    pathToFileURL(join(folder, 'dist', 'index.js')).href
  );
  const engine = createConstitutionEngine(await parseConstitutionPdf(pdf));
  const figures = [];
  for (const [, questionFor] of cases) {
    for (let run = 0; run < WARM_UP; run += 1)
      await engine.answer({ query: questionFor(1000 + run), useRag: true });
    const wall = [];
    const cpu = [];
    for (let run = 0; run < RUNS; run += 1) {
      const query = questionFor(run);
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      await engine.answer({ query, useRag: true });
      wall.push(performance.now() - started);
      const used = process.cpuUsage(cpuBefore);
      cpu.push((used.user + used.system) / 1000);
    }
    figures.push({ wall: median(wall), cpu: median(cpu) });
  }
  return figures;
}

const results = [];
for (const [name, folder] of builds) results.push([name, await measure(folder)]);
const header = results.map(([name]) => `${name}: wall ms | ${name}: CPU ms`).join(' | ');
console.log(`| message | ${header} |`);
console.log(`| --- |${' --- | --- |'.repeat(results.length)}`);
cases.forEach(([label], index) => {
  const cells = results
    .map(([, figures]) => `${figures[index].wall.toFixed(1)} | ${figures[index].cpu.toFixed(1)}`)
    .join(' | ');
  console.log(`| ${label} | ${cells} |`);
});
