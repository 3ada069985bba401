import type { HttpMethod } from '../internal/exchange';
import { fileNameFromResponse } from '../internal/file-name-from-response';
import { readBody } from '../internal/read-body';
import type { ServiceCall } from '../internal/service-call';
import type { QueryParameters } from './query-parameters';

/** The services a raw call can go to. */
export type ServiceName = 'member' | 'content';

/** Options of one raw call through {@link HttpClient}. */
export interface HttpRequestOptions {
  /**
   * Query-string parameters; `undefined` values are left out.
   * @example { page: 2, district: 'Lusaka' }
   */
  query?: QueryParameters;
  /** A body to send as JSON (ignored by `get`). */
  json?: unknown;
  /**
   * Send the member's access token when there is one, and when the server answers 401
   * `token_expired` or `token_invalid` refresh it once and retry once (never on 403).
   * Set `false` for calls that must go out anonymously.
   * @default true
   */
  auth?: boolean;
  /**
   * Which base URL `path` is relative to: `member` (`memberBaseUrl`, the login, payment,
   * registration and password flows) or `content` (`contentBaseUrl`, contents, vacancies and the
   * constitution).
   * @default 'member'
   */
  service?: ServiceName;
  /** Stops the request; it then rejects with the signal's reason (an `AbortError`). */
  signal?: AbortSignal;
  /**
   * Other request headers, sent again with the retry after a token refresh. `Authorization` is
   * the client's own and is not taken from here.
   * @example { 'Idempotency-Key': attemptKey } // a retried payment answers the first one
   */
  headers?: Readonly<Record<string, string>>;
}

/** A file fetched by {@link HttpClient.download}. */
export interface DownloadedFile {
  /** The file's bytes, typed by the server's `Content-Type`. */
  blob: Blob;
  /** The server's suggested name (from `Content-Disposition`), or the path's last segment. */
  fileName: string;
}

/**
 * Raw calls to the member and content services for routes this client has no method for, with
 * the same tokens, refresh and error model. Paths are relative to the service's base URL.
 */
export interface HttpClient {
  /**
   * `GET path`; resolves the parsed JSON (text for non-JSON answers, `undefined` for empty ones).
   * @example await client.http.get<Vacancy[]>('vacancies', { service: 'content', auth: false })
   */
  get<T = unknown>(path: string, options?: HttpRequestOptions): Promise<T>;
  /** `POST path` with `options.json`; resolves like {@link HttpClient.get}. */
  post<T = unknown>(path: string, options?: HttpRequestOptions): Promise<T>;
  /** `PUT path` with `options.json`; resolves like {@link HttpClient.get}. */
  put<T = unknown>(path: string, options?: HttpRequestOptions): Promise<T>;
  /** `DELETE path`; resolves like {@link HttpClient.get}. */
  delete<T = unknown>(path: string, options?: HttpRequestOptions): Promise<T>;
  /**
   * `GET path` as a file.
   * @example const { blob, fileName } = await client.http.download('constitution/document', { service: 'content' });
   */
  download(path: string, options?: Omit<HttpRequestOptions, 'json'>): Promise<DownloadedFile>;
}

/** The headers a call names, less `Authorization`, which the client sets itself. */
function withoutAuthorization(
  headers: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'authorization'),
  );
}

/** Creates the raw-call client over the shared service call. */
export function createHttpClient(
  call: ServiceCall,
  bases: Record<ServiceName, string>,
): HttpClient {
  const send = (
    method: HttpMethod,
    path: string,
    options: HttpRequestOptions = {},
    download = false,
  ) => {
    const { service = 'member', auth = true, query, json, signal, headers } = options;
    return call(bases[service], method, path, {
      auth,
      download,
      ...(query ? { query } : {}),
      ...(headers ? { headers: withoutAuthorization(headers) } : {}),
      ...(json !== undefined && method !== 'GET' ? { json } : {}),
      ...(signal ? { signal } : {}),
    });
  };
  const parsed =
    (method: HttpMethod) =>
    async <T>(path: string, options?: HttpRequestOptions): Promise<T> =>
      (await readBody(await send(method, path, options))) as T;

  return {
    get: parsed('GET'),
    post: parsed('POST'),
    put: parsed('PUT'),
    delete: parsed('DELETE'),
    async download(path, options) {
      const response = await send('GET', path, options, true);
      return { blob: await response.blob(), fileName: fileNameFromResponse(response, path) };
    },
  };
}
