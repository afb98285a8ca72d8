/**
 * PNG files from pixels. The share images are drawn by resvg, whose own PNG encoder runs on the
 * drawing thread and costs more than the drawing; here the compression is zlib's, run on Node's
 * thread pool, so many images are encoded at once on every core. Rows are stored unfiltered:
 * the images are large areas of flat colour, which deflate packs well as they are.
 *
 * A share image has a few dozen colours (flat areas, and the edges of letters between two of
 * them), so it is stored as an indexed image (a palette and one byte a pixel): the same pixels,
 * a quarter of the bytes to compress and a smaller file. An image of more than 256 colours is
 * stored as RGBA.
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

/** The IHDR chunk: 8 bits a sample, deflate, no filter method variants, not interlaced. */
function header(width: number, height: number, colourType: 3 | 6): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([8, colourType, 0, 0, 0], 8);
  return chunk('IHDR', data);
}

/** An 8-bit RGBA PNG of `width` × `height` pixels, given row by row, 4 bytes a pixel. */
export async function encodePng(rgba: Uint8Array, width: number, height: number): Promise<Buffer> {
  const stride = width * 4;
  if (rgba.length !== stride * height) throw new Error(`encodePng: ${rgba.length} bytes are not ${width} × ${height} RGBA pixels`);
  const raw = Buffer.alloc((stride + 1) * height);
  // Each row starts with its filter type: 0, none.
  for (let row = 0; row < height; row++) raw.set(rgba.subarray(row * stride, (row + 1) * stride), row * (stride + 1) + 1);
  return Buffer.concat([signature, header(width, height, 6), chunk('IDAT', await deflateAsync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * The colours of an indexed image, in the order they were met, each as the 32-bit number its
 * four RGBA bytes read as on this machine, and the index of each.
 */
export interface Palette {
  colours: number[];
  indexOf: Map<number, number>;
}

export const emptyPalette = (): Palette => ({ colours: [], indexOf: new Map() });
export const copyPalette = (palette: Palette): Palette => ({ colours: [...palette.colours], indexOf: new Map(palette.indexOf) });

/** An image as PNG stores an indexed one: each row its filter byte (0) and one palette index a pixel. */
export const indexedRowsLength = (width: number, height: number) => (width + 1) * height;

/**
 * Writes the indices of `rgba`'s pixels (rows of `width` pixels, 4 bytes each) into `rows` from row
 * `firstRow` on, adding colours not yet in `palette`. Returns false, having stopped, when the
 * image needs more than 256 colours.
 */
export function indexPixels(rgba: Uint8Array, width: number, palette: Palette, rows: Buffer, firstRow: number): boolean {
  // A 4-byte aligned copy when the pixels do not start on a 4-byte boundary, to read them as 32-bit numbers.
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : Uint8Array.from(rgba);
  const pixels = new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.length >> 2);
  const height = pixels.length / width;
  const { colours, indexOf } = palette;
  let previous = -1;
  let previousIndex = 0;
  for (let y = 0; y < height; y++) {
    const out = (firstRow + y) * (width + 1);
    rows[out] = 0;
    for (let x = 0, at = y * width; x < width; x++, at++) {
      const colour = pixels[at];
      if (colour !== previous) {
        let index = indexOf.get(colour);
        if (index === undefined) {
          if (colours.length === 256) return false;
          index = colours.push(colour) - 1;
          indexOf.set(colour, index);
        }
        previous = colour;
        previousIndex = index;
      }
      rows[out + 1 + x] = previousIndex;
    }
  }
  return true;
}

/** An 8-bit indexed PNG: `rows` as indexPixels wrote them, and their palette (with a tRNS chunk when a colour is not opaque). */
export async function encodeIndexedPng(rows: Buffer, palette: Palette, width: number, height: number): Promise<Buffer> {
  if (rows.length !== indexedRowsLength(width, height)) throw new Error(`encodeIndexedPng: ${rows.length} bytes are not ${width} × ${height} indexed pixels`);
  const bytes = new Uint8Array(Uint32Array.from(palette.colours).buffer);
  const rgb = Buffer.alloc(palette.colours.length * 3);
  const alpha = Buffer.alloc(palette.colours.length);
  for (let index = 0; index < palette.colours.length; index++) {
    rgb.set(bytes.subarray(index * 4, index * 4 + 3), index * 3);
    alpha[index] = bytes[index * 4 + 3];
  }
  const opaque = alpha.every((value) => value === 255);
  return Buffer.concat([
    signature,
    header(width, height, 3),
    chunk('PLTE', rgb),
    ...(opaque ? [] : [chunk('tRNS', alpha)]),
    chunk('IDAT', await deflateAsync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
