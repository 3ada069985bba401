import type { SignalOptions } from '../auth/auth-client';
import { ApiError } from '../errors/api-error';
import { GENERIC_FAILURE } from '../internal/messages';
import { parseCount } from '../internal/parse-count';
import { readBody } from '../internal/read-body';
import type { ServiceCall } from '../internal/service-call';

/** The association's headline figures, each a separate call so one failure hides only itself. */
export interface StatsClient {
  /** Registered members (`GET users/count`). @throws {ApiError} 502 when the answer is not an integer. */
  usersCount(options?: SignalOptions): Promise<number>;
  /** Members whose membership is active (`GET users/count/active`). */
  activeUsersCount(options?: SignalOptions): Promise<number>;
  /** Every district of Zambia, the places a member may give (`GET districts/count`). */
  districtsCount(options?: SignalOptions): Promise<number>;
  /** Partners the site lists, published now (`GET partners/count`); the banner's partners figure. */
  partnersCount(options?: SignalOptions): Promise<number>;
}

/** Creates the statistics client. */
export function createStatsClient(call: ServiceCall, memberBaseUrl: string): StatsClient {
  const count = async (path: string, options: SignalOptions = {}) => {
    const response = await call(memberBaseUrl, 'GET', path, { auth: true, ...options });
    const body = await readBody(response);
    const value =
      typeof body === 'string' || typeof body === 'number' ? parseCount(String(body)) : undefined;
    if (value === undefined) throw new ApiError(502, GENERIC_FAILURE, { body });
    return value;
  };
  return {
    usersCount: (options) => count('users/count', options),
    activeUsersCount: (options) => count('users/count/active', options),
    districtsCount: (options) => count('districts/count', options),
    partnersCount: (options) => count('partners/count', options),
  };
}
