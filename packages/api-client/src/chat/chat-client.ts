import ky from 'ky';

/** Options of {@link createChatClient}. */
export interface ChatClientOptions {
  /** Base URL of the chat service, ending in `/api/`, for example `https://coaz.org/api/`. */
  baseUrl: string;
  /** The fetch implementation to use. @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** What a health check found. */
export interface ChatHealth {
  /** True only when the service answered 200 with status `healthy`. */
  ready: boolean;
}

/** Client of the constitution assistant's chat service. */
export interface ChatClient {
  /** Asks the service whether it can answer questions; never throws. */
  health(): Promise<ChatHealth>;
}

const HEALTH_TIMEOUT_MS = 5_000;

/** Creates a client of the chat service. */
export function createChatClient(options: ChatClientOptions): ChatClient {
  const http = ky.create({
    prefix: options.baseUrl,
    fetch: options.fetch,
    retry: 0,
    throwHttpErrors: false,
  });

  return {
    async health() {
      try {
        const response = await http.get('health', { timeout: HEALTH_TIMEOUT_MS });
        if (response.status !== 200) return { ready: false };
        const body = (await response.json()) as { status?: unknown };
        return { ready: body.status === 'healthy' };
      } catch {
        return { ready: false };
      }
    },
  };
}
