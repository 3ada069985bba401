import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, check]);
}

/**
 * A real, complete greyscale PNG `width` × `height` pixels of black: every row is there, so a
 * decoder has to walk all of them. 1 × 49 000 000 is about 100 KB and stays under a 50 MP cap.
 */
export function elongatedPng(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((width + 1) * height); // filter byte 0 and black pixels
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** A flat-coloured PNG at the edge of what is accepted (7000 × 7000, 49 MP): small, slow to decode. */
export async function largeFlatPng(): Promise<Uint8Array> {
  const bytes = await sharp({
    create: { width: 7000, height: 7000, channels: 3, background: { r: 200, g: 40, b: 40 } },
    limitInputPixels: false,
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Uint8Array(bytes);
}
