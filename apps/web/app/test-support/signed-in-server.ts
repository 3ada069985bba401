import { type ScriptedServer, startScriptedServer } from './scripted-server';

/**
 * A scripted server for a tab whose session belongs to the demo's active member, in `status`:
 * it answers the current member and logout; every other request is left unanswered (404).
 */
export function startSignedInServer(status: string): Promise<ScriptedServer> {
  return startScriptedServer(({ path }) => {
    if (path === '/coaz/api/current') {
      return {
        status: 200,
        body: {
          status: 'SUCCESSFUL',
          content: {
            user: {
              id: 1,
              username: 'demo.active',
              status,
              firstName: 'Demo',
              lastName: 'Active Member',
            },
          },
          message: 'ok',
        },
      };
    }
    if (path === '/coaz/api/logout') return { status: 200, body: { message: 'Logged out' } };
    return undefined;
  });
}
