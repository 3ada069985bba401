import { collectProblems } from '../configuration-problems';
import { optionalSetting, parseInteger } from '../env-settings';

/** The OpenAI-compatible model that may phrase chat answers, when one is configured. */
export interface ChatModelSettings {
  /** `OPENAI_BASE_URL`. */
  openAiBaseUrl: string | undefined;
  /** `OPENAI_API_KEY`. */
  openAiApiKey: string | undefined;
  /** `OPENAI_MODEL`. */
  openAiModel: string | undefined;
  /** `OPENAI_TIMEOUT_MS`: how long one model call may take. */
  openAiTimeoutMs: number;
  /** `OPENAI_REQUESTS_PER_MINUTE`: model calls allowed in any minute, all members together. */
  openAiRequestsPerMinute: number;
}

// A question may call the model twice (rewrite, then answer): two calls at the longest timeout
// stay inside the 30 s the site's chat client waits for an answer.
const MAX_TIMEOUT_MS = 12_000;
const DEFAULT_TIMEOUT_MS = 8_000;
// Some 30 questions a minute: more than the association's members ask at their busiest, few
// enough that sessions made up by one sender cannot run up the bill.
const DEFAULT_REQUESTS_PER_MINUTE = 60;

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Reads `OPENAI_BASE_URL`, `OPENAI_API_KEY`, `OPENAI_MODEL`, `OPENAI_TIMEOUT_MS` (1,000 to 12,000,
 * default 8,000) and `OPENAI_REQUESTS_PER_MINUTE` (default 60). A half-set model (an address
 * without a model name, or a key with neither) would be ignored without a word, and the
 * operator would believe answers were phrased by it, so it is refused. In production the address
 * must be https unless the model runs on this machine: members' questions, and the key, travel
 * to it. The address is never repeated in a problem: it may hold a key.
 * @throws ConfigurationProblems naming each problem
 */
export function readChatModel(
  env: NodeJS.ProcessEnv,
  mode: 'demo' | 'development' | 'production',
): ChatModelSettings {
  const openAiBaseUrl = optionalSetting(env.OPENAI_BASE_URL);
  const openAiApiKey = optionalSetting(env.OPENAI_API_KEY);
  const openAiModel = optionalSetting(env.OPENAI_MODEL);
  const check = collectProblems();
  const openAiTimeoutMs = check.attempt(
    () =>
      parseInteger(
        'OPENAI_TIMEOUT_MS',
        env.OPENAI_TIMEOUT_MS,
        DEFAULT_TIMEOUT_MS,
        1_000,
        MAX_TIMEOUT_MS,
      ),
    DEFAULT_TIMEOUT_MS,
  );
  const openAiRequestsPerMinute = check.attempt(
    () =>
      parseInteger(
        'OPENAI_REQUESTS_PER_MINUTE',
        env.OPENAI_REQUESTS_PER_MINUTE,
        DEFAULT_REQUESTS_PER_MINUTE,
        1,
        1_000_000,
      ),
    DEFAULT_REQUESTS_PER_MINUTE,
  );
  if ((openAiBaseUrl === undefined) !== (openAiModel === undefined)) {
    check.note(
      'OPENAI_BASE_URL and OPENAI_MODEL go together: set both for a model to phrase chat answers, or neither',
    );
  } else if (openAiApiKey !== undefined && openAiBaseUrl === undefined) {
    check.note('OPENAI_API_KEY is set without OPENAI_BASE_URL and OPENAI_MODEL, so it is unused');
  }
  if (openAiBaseUrl !== undefined) {
    for (const problem of baseUrlProblems(openAiBaseUrl, mode)) check.note(problem);
  }
  check.throwIfAny();
  return { openAiBaseUrl, openAiApiKey, openAiModel, openAiTimeoutMs, openAiRequestsPerMinute };
}

// What is wrong with the model's address: each problem says what to write instead, without
// repeating the address.
function baseUrlProblems(address: string, mode: 'demo' | 'development' | 'production'): string[] {
  const url = URL.canParse(address) ? new URL(address) : null;
  if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    return [
      'OPENAI_BASE_URL must be an http or https URL up to the API version, such as https://api.example.org/v1',
    ];
  }
  const problems: string[] = [];
  // A key in the address is written into every proxy's and tool's log; the header is not.
  if (url.username !== '' || url.password !== '') {
    problems.push(
      'OPENAI_BASE_URL must not hold a user or password (user:key@host): put the key in OPENAI_API_KEY',
    );
  }
  if (url.search !== '' || url.hash !== '') {
    problems.push(
      'OPENAI_BASE_URL must have no query (?…) or fragment (#…): put a key in OPENAI_API_KEY; the server adds /chat/completions to the address, which a query would swallow',
    );
  }
  if (/\/chat\/completions\/*$/i.test(url.pathname)) {
    problems.push(
      'OPENAI_BASE_URL ends at the API version (such as …/v1): the server adds /chat/completions itself',
    );
  }
  if (mode === 'production' && url.protocol === 'http:' && !LOOPBACK.test(url.hostname)) {
    problems.push(
      'OPENAI_BASE_URL must be an https URL in production unless the model runs on this machine (members’ questions and the key travel to it)',
    );
  }
  return problems;
}
