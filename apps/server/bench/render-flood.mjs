// `node apps/server/bench/render-flood.mjs [base URL]`: how many server renders and cache slots
// a flood of made-up addresses costs, as an attacker would try it.
//
// 1. Without a server: reads the web app's server build (apps/web/build/server/index.js) and
//    counts the distinct addresses N junk requests are rendered and cached under, keyed by the raw
//    path and query (as before pageAddress) and by the build's `pageAddress` (as now).
// 2. With a base URL (a running server, e.g. the demo): sends the same junk, then asks for the
//    site's own pages again and prints how long each took; a page still cached answers in about a
//    millisecond, a render takes tens.
// N is FLOOD_COUNT (default 500, the rendered-page cache's size).
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const count = Number(process.env.FLOOD_COUNT ?? 500);
const base = process.argv[2];
const build = fileURLToPath(new URL('../../web/build/server/index.js', import.meta.url));

const junk = [];
for (let n = 0; n < count; n += 1) {
  junk.push(`/about?x=${n}`, `/search?q=fees&utm_source=${n}`, `/no-such-page-${n}`);
  junk.push(`/services/made-up-${n}`, `/ABOUT/?fbclid=${n}`, `/news?article=0${n}`);
}
const realPages = ['/', '/about', '/news', '/services/cpd', '/join?type=student_membership'];

process.env.NODE_ENV ??= 'production';
const { pageAddress } = await import(build);
const origin = 'https://coaz.org.zm';
const raw = new Set(junk.map((address) => address));
const normalised = new Set(junk.map((address) => pageAddress(new URL(address, origin))));
console.log(`${junk.length} junk requests:`);
console.log(`  keyed by path and query: ${raw.size} renders and cache slots`);
console.log(`  keyed by pageAddress:    ${normalised.size} (${[...normalised].join(', ')})`);

if (base) {
  const timed = async (address) => {
    const started = performance.now();
    const answer = await fetch(new URL(address, base));
    await answer.arrayBuffer();
    return { status: answer.status, ms: performance.now() - started };
  };
  for (const address of realPages) await timed(address);
  const started = performance.now();
  let slow = 0;
  for (const address of junk) if ((await timed(address)).ms > 10) slow += 1;
  const total = performance.now() - started;
  console.log(
    `${base}: ${junk.length} junk requests in ${Math.round(total)} ms, ${slow} over 10 ms (rendered)`,
  );
  for (const address of realPages) {
    const { status, ms } = await timed(address);
    console.log(`  then ${address}: ${status} in ${ms.toFixed(1)} ms`);
  }
}
