import { collectProblems } from '../configuration-problems';
import { optionalSetting } from '../env-settings';

/** The OpenAI-compatible model that may phrase chat answers, when one is configured. */
export interface ChatModelSettings {
  /** `OPENAI_BASE_URL`. */
  openAiBaseUrl: string | undefined;
  /** `OPENAI_API_KEY`. */
  openAiApiKey: string | undefined;
  /** `OPENAI_MODEL`. */
  openAiModel: string | undefined;
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Reads `OPENAI_BASE_URL`, `OPENAI_API_KEY` and `OPENAI_MODEL`. A half-set model (an address
 * without a model name, or a key with neither) would be ignored without a word, and the
 * operator would believe answers were phrased by it, so it is refused. In production the address
 * must be https unless the model runs on this machine: members' questions, and the key, travel
 * to it.
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
  if ((openAiBaseUrl === undefined) !== (openAiModel === undefined)) {
    check.note(
      'OPENAI_BASE_URL and OPENAI_MODEL go together: set both for a model to phrase chat answers, or neither',
    );
  } else if (openAiApiKey !== undefined && openAiBaseUrl === undefined) {
    check.note('OPENAI_API_KEY is set without OPENAI_BASE_URL and OPENAI_MODEL, so it is unused');
  }
  if (openAiBaseUrl !== undefined) {
    const url = URL.canParse(openAiBaseUrl) ? new URL(openAiBaseUrl) : null;
    if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      check.note(
        `OPENAI_BASE_URL must be an http or https URL, not ${JSON.stringify(openAiBaseUrl)}`,
      );
    } else if (mode === 'production' && url.protocol === 'http:' && !LOOPBACK.test(url.hostname)) {
      check.note(
        'OPENAI_BASE_URL must be an https URL in production unless the model runs on this machine (members’ questions and the key travel to it)',
      );
    }
  }
  check.throwIfAny();
  return { openAiBaseUrl, openAiApiKey, openAiModel };
}
