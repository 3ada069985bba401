// `pnpm --filter server bench`: measures the contents list, health and chat of a demo-mode server
// beside a bare Hono hello-world, in one run, and prints requests per second and p99 latency.
// BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 50) tune it.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const here = fileURLToPath(new URL('.', import.meta.url));

function start(
  script: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(here, script)], {
      env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(?:listening on |running at http:\/\/[^:]+:)(\d+)/.exec(output);
      if (match?.[1]) {
        child.stdout?.removeAllListeners('data');
        child.stdout?.resume();
        resolve({ child, port: Number(match[1]) });
      }
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code} before listening`)));
  });
}

interface Scenario {
  name: string;
  url: string;
  options?: Partial<autocannon.Options>;
}

async function measure({ name, url, options }: Scenario) {
  const result = await autocannon({ url, connections, duration, ...options });
  return {
    scenario: name,
    'requests/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    '2xx': result['2xx'],
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const dataDir = await mkdtemp(join(tmpdir(), 'coaz-bench-'));
const hello = await start('bench-hello.js', {});
const server = await start('main.js', {
  COAZ_MODE: 'demo',
  DATA_DIR: dataDir,
  CHAT_LIMIT_PER_SESSION: '1000000',
  CHAT_LIMIT_PER_ADDRESS: '1000000000',
});
const base = `http://127.0.0.1:${server.port}`;
try {
  // The chat index builds in the background; wait for it so health and chat measure real work.
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if ((await fetch(`${base}/api/health`)).status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const questions = [
    'How do I become a member?',
    'What are the duties of the treasurer?',
    'Can a member be suspended?',
  ];
  let asked = 0;
  const hasChat = (await fetch(`${base}/api/chat`, { method: 'POST' })).status !== 404;
  const scenarios: Scenario[] = [
    { name: 'hello world (bare Hono)', url: `http://127.0.0.1:${hello.port}/` },
    { name: 'GET /api/health', url: `${base}/api/health` },
    { name: 'GET /api/contents', url: `${base}/api/contents` },
  ];
  if (hasChat) {
    scenarios.push({
      name: 'POST /api/chat',
      url: `${base}/api/chat`,
      options: {
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            // A new question and session each time, as many visitors asking at once.
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({
                query: questions[asked++ % questions.length],
                sessionId: randomUUID(),
                useRag: true,
              }),
            }),
          },
        ],
      },
    });
  }
  const rows = [];
  for (const scenario of scenarios) rows.push(await measure(scenario));
  console.log(
    `\n${connections} connections, ${duration} s each, on ${process.platform} ${process.arch}`,
  );
  console.table(rows);
  if (!hasChat) console.log('POST /api/chat is not mounted in this build; chat was not measured.');
} finally {
  hello.child.kill('SIGTERM');
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
