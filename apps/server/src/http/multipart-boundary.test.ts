import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { multipartBoundary } from './multipart-boundary';

/**
 * How the form parser (`Response.formData()`, undici) reads a body delimited by `boundary` under
 * `contentType`: the names it finds, or `no boundary` when the type gives the parser none.
 */
async function parserReading(contentType: string, boundary: string): Promise<string> {
  const body = `--${boundary}\r\ncontent-disposition: form-data; name="m"\r\n\r\nx\r\n--${boundary}--\r\n`;
  try {
    const form = await new Response(Buffer.from(body), {
      headers: { 'content-type': contentType },
    }).formData();
    return [...form.keys()].join(',');
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause?.message ?? '';
    return /missing boundary/.test(cause) ? 'no boundary' : `refused: ${cause}`;
  }
}

describe('multipartBoundary', () => {
  it('reads a plain, a quoted and an escaped boundary', () => {
    expect(multipartBoundary('multipart/form-data; boundary=b0undary')).toBe('b0undary');
    expect(multipartBoundary('Multipart/Form-Data; BOUNDARY="a b"')).toBe('a b');
    expect(multipartBoundary('multipart/form-data; boundary="a\\"b"')).toBe('a"b');
    expect(multipartBoundary('multipart/form-data')).toBeUndefined();
    expect(multipartBoundary('text/plain; boundary=b')).toBeUndefined();
  });

  // Fetch splits a Content-Type at each comma outside quotes and reads the last type that parses
  // (two Content-Type headers arrive joined by one): `boundary=AAA, multipart/form-data;
  // boundary=BBB` is the boundary BBB to the parser, while one type read whole says AAA. A body
  // with one AAA part and 200 000 BBB parts was counted as one part and parsed as 200 000, two
  // and a half seconds of the one thread, from anyone, on the public application form.
  it.each([
    ['multipart/form-data; boundary=AAA, multipart/form-data; boundary=BBB', 'BBB'],
    ['multipart/form-data;boundary=AAA,multipart/form-data;boundary=BBB', 'BBB'],
    ['multipart/form-data; boundary="AAA,x", multipart/form-data; boundary=BBB', 'BBB'],
    ['multipart/form-data; boundary="A,B"', 'A,B'],
    ['multipart/form-data; boundary=BBB, text/plain', undefined],
    ['multipart/form-data; boundary=BBB, */*', 'BBB'],
    ['multipart/form-data; boundary=BBB,', 'BBB'],
  ])('reads %j as the parser does', async (contentType, expected) => {
    const boundary = multipartBoundary(contentType);
    expect(boundary).toBe(expected);
    if (boundary) expect(await parserReading(contentType, boundary)).toBe('m');
  });

  it('never names a boundary the parser does not use, for thousands of odd types', async () => {
    const pieces = [';', ' ', '\t', 'boundary', 'BOUNDARY', '=', '"', '\\', 'a', 'b', 'ÿ', ','];
    pieces.push('multipart/form-data', '*/*', 'text/plain', '(', '/', 'charset=utf-8');
    pieces.push('; boundary=a', ';boundary=b', ', multipart/form-data; boundary=c');
    // A fixed sequence (a linear congruential generator), so a failure can be run again.
    let seed = 20261206;
    const next = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % below;
    };
    const disagreements: string[] = [];
    for (let index = 0; index < 4_000; index += 1) {
      let contentType = 'multipart/form-data';
      const length = 2 + next(12);
      for (let piece = 0; piece < length; piece += 1) contentType += pieces[next(pieces.length)];
      const boundary = multipartBoundary(contentType);
      if (boundary === undefined) continue;
      const reading = await parserReading(contentType, boundary);
      // A type that gives the parser no boundary leaves it nothing to read: no harm.
      if (reading !== 'm' && reading !== 'no boundary') {
        disagreements.push(`${JSON.stringify(contentType)} -> ${boundary}: ${reading}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});

describe('the public application form, sent two boundaries in one Content-Type', () => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer(database);
  });

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('counts the parts by the boundary the parser reads, and refuses too many with 413', async () => {
    const decoy = '--AAA\r\ncontent-disposition: form-data; name="decoy"\r\n\r\nx\r\n--AAA--\r\n';
    const parts = Array.from(
      { length: 5_000 },
      (_, index) => `--BBB\r\ncontent-disposition: form-data; name="f${index}"\r\n\r\nx\r\n`,
    );
    const response = await fetch(`${server.memberApi}/applications`, {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=AAA, multipart/form-data; boundary=BBB',
      },
      body: `${decoy}${parts.join('')}--BBB--\r\n`,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'too_many_parts' });
  });
});
