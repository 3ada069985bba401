import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderContextReaching } from '../test-support/content-server';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { allFiguresRead, readMemberFigures } from './member-figures';

let server: TestServer;
beforeAll(async () => {
  // The districts' count is not answered: the test server fails it with a 500.
  server = await startTestServer({
    '/coaz/api/users/count': '1250',
    '/coaz/api/users/count/active': '812',
  });
});
afterAll(() => server.close());

describe('readMemberFigures', () => {
  it('reads each count over HTTP and leaves out the one that failed, logging it on the server', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const figures = await readMemberFigures(renderContextReaching(server.url).apiFetch);
    expect(figures).toEqual({ members: 1250, activeMembers: 812 });
    expect(allFiguresRead(figures)).toBe(false);
    expect(logged).toHaveBeenCalledWith(
      'COAZ statistics: could not read districtsCount',
      expect.anything(),
    );
    logged.mockRestore();
  });

  it('says every figure was read only when all three were', () => {
    expect(allFiguresRead({ members: 0, activeMembers: 0, districts: 0 })).toBe(true);
    expect(allFiguresRead({ members: 3, districts: 2 })).toBe(false);
  });
});
