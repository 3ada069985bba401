import { request } from 'node:http';

/**
 * Posts a content entry whose body arrives in two parts, `delayMs` apart, so the request is still
 * in flight when a test begins a shutdown. Resolves the answer's status and text.
 */
export function slowContentPost(
  baseUrl: string,
  token: string,
  entry: { title: string; body: string },
  delayMs: number,
): Promise<{ status: number; text: string }> {
  const body = JSON.stringify({ ...entry, imageUrl: null });
  const target = new URL(`${baseUrl}/api/contents`);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 5));
    setTimeout(() => req.end(body.slice(5)), delayMs);
  });
}
