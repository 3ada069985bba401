import type { SignalOptions } from '../auth/auth-client';
import { ApiError } from '../errors/api-error';
import { GENERIC_FAILURE } from '../internal/messages';
import { readJsonObject } from '../internal/read-body';
import type { ServiceCall } from '../internal/service-call';
import type { ConstitutionDocument } from './constitution-types';

/** The association's constitution as the server indexed it. */
export interface ConstitutionClient {
  /**
   * The whole constitution: Parts, Articles and clauses (`GET constitution`, no login needed).
   * @throws {ApiError} 502 when the answer has no `articles` list.
   */
  get(options?: SignalOptions): Promise<ConstitutionDocument>;
  /**
   * The address of the adopted PDF (`constitution/document`), for a download link; the server
   * answers 404 when it indexed content-data's extracts instead (`source: 'extracts'`).
   */
  documentUrl(): string;
}

/** Creates the constitution client on the chat service's base URL. */
export function createConstitutionClient(call: ServiceCall, baseUrl: string): ConstitutionClient {
  return {
    async get(options = {}) {
      const response = await call(baseUrl, 'GET', 'constitution', options);
      const body = await readJsonObject(response);
      if (!Array.isArray(body.articles) || !Array.isArray(body.parts)) {
        throw new ApiError(502, GENERIC_FAILURE, { body });
      }
      return body as unknown as ConstitutionDocument;
    },
    documentUrl: () => `${baseUrl.replace(/\/?$/, '/')}constitution/document`,
  };
}
