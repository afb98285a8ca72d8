/**
 * A PNG file from RGBA pixels. The share images are drawn by resvg, whose own PNG encoder runs on
 * the drawing thread and costs more than the drawing; here the compression is zlib's, run on
 * Node's thread pool, so many images are encoded at once on every core. Rows are stored unfiltered:
 * the images are large areas of flat colour, which deflate packs well as they are.
 */
import { promisify } from 'node:util';
import { crc32, deflate } from 'node:zlib';

const deflateAsync = promisify(deflate);
const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One chunk: its length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, tail]);
}

/** An 8-bit RGBA PNG of `width` × `height` pixels, given row by row, 4 bytes a pixel. */
export async function encodePng(rgba: Uint8Array, width: number, height: number): Promise<Buffer> {
  const stride = width * 4;
  if (rgba.length !== stride * height) throw new Error(`encodePng: ${rgba.length} bytes are not ${width} × ${height} RGBA pixels`);
  const raw = Buffer.alloc((stride + 1) * height);
  // Each row starts with its filter type: 0, none.
  for (let row = 0; row < height; row++) raw.set(rgba.subarray(row * stride, (row + 1) * stride), row * (stride + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits a channel, RGBA, deflate, no filter method variants, not interlaced
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', await deflateAsync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
