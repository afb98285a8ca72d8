/**
 * PNG files from pixels. A share image has a few dozen colours (flat areas, and the edges of
 * letters between two of them), so it is stored as an indexed image (a palette and one byte a
 * pixel): a quarter of the bytes to compress and a smaller file. An image of more than 256
 * colours is stored as RGBA.
 *
 * Rows are stored unfiltered and compressed with zlib's run-length strategy: the images are
 * large areas of flat colour, which runs pack well as they are, at a fraction of the default
 * strategy's time (about a sixth, for a file a fifth larger). The compressed data can be put
 * together from pieces compressed apart (`deflatePiece`): the rows that are the same in many
 * images (a share image's frame, above and below its title) are compressed once and reused.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

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

const adlerBase = 65521;

/** The Adler-32 checksum of `bytes` (zlib's, ending its stream). */
export function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  // Reduced every 5552 bytes, as zlib does (the sums stay small integers).
  for (let start = 0; start < bytes.length; start += 5552) {
    const end = Math.min(bytes.length, start + 5552);
    for (let at = start; at < end; at++) {
      a += bytes[at];
      b += a;
    }
    a %= adlerBase;
    b %= adlerBase;
  }
  return b * 65536 + a;
}

/** The Adler-32 of two pieces one after the other, from each piece's own and the second's length (zlib's adler32_combine). */
export function adler32Combine(first: number, second: number, secondLength: number): number {
  const remainder = secondLength % adlerBase;
  const [a1, b1, a2, b2] = [first % 65536, Math.floor(first / 65536), second % 65536, Math.floor(second / 65536)];
  const a = (a1 + a2 + adlerBase - 1) % adlerBase;
  const b = (((remainder * a1) % adlerBase) + b1 + b2 + adlerBase - remainder) % adlerBase;
  return b * 65536 + a;
}

/**
 * The Adler-32 of bytes edited in place, from theirs before (`original`) and
 * the edits: `added`, the sum of what each edit added to its byte (negative where it took away),
 * and `weighted`, the sum of each of those times (the bytes' length - the byte's offset). Adler-32's two sums
 * are linear in the bytes, so an image that differs from another in a few of its bytes need not
 * read all of them again.
 */
export function adler32Edited(original: number, added: number, weighted: number): number {
  // Exact: every sum stays well below 2^53 (a few million bytes' changes of at most 255, times their distance to the end).
  const modulo = (value: number) => ((value % adlerBase) + adlerBase) % adlerBase;
  return modulo(Math.floor(original / 65536) + weighted) * 65536 + modulo((original % 65536) + added);
}

/** A piece of a zlib stream compressed on its own: its deflate blocks (none of them the last), the length and the Adler-32 of its bytes. */
export interface DeflatedPiece {
  blocks: Buffer;
  length: number;
  adler: number;
}

/** Compresses `bytes` as a piece of a longer stream: deflate blocks that end on a byte, referring to nothing before them. */
export const deflatePiece = (bytes: Uint8Array): DeflatedPiece => deflatePieceOf(bytes, adler32(bytes));

/** deflatePiece of bytes whose Adler-32 the caller knows already (adler32Edited). */
export function deflatePieceOf(bytes: Uint8Array, adler: number): DeflatedPiece {
  const blocks = deflateRawSync(bytes, { strategy: constants.Z_RLE, finishFlush: constants.Z_FULL_FLUSH });
  return { blocks, length: bytes.length, adler };
}

/** The last, empty deflate block, ending a stream of pieces. */
const lastBlock = deflateRawSync(Buffer.alloc(0));

/** A zlib stream of pieces one after the other: zlib's header, their blocks, the last block and the Adler-32 of all their bytes. */
export function zlibOfPieces(pieces: readonly DeflatedPiece[]): Buffer {
  const adler = pieces.reduce((sum, piece) => adler32Combine(sum, piece.adler, piece.length), 1);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(adler, 0);
  // 0x78 0x01: deflate with a 32 KB window, no dictionary, the check bits that make it a multiple of 31.
  return Buffer.concat([Buffer.from([0x78, 0x01]), ...pieces.map((piece) => piece.blocks), lastBlock, tail]);
}

/** An 8-bit RGBA PNG of `width` × `height` pixels, given row by row, 4 bytes a pixel. */
export function encodePng(rgba: Uint8Array, width: number, height: number): Buffer {
  const stride = width * 4;
  if (rgba.length !== stride * height) throw new Error(`encodePng: ${rgba.length} bytes are not ${width} × ${height} RGBA pixels`);
  const raw = Buffer.alloc((stride + 1) * height);
  // Each row starts with its filter type: 0, none.
  for (let row = 0; row < height; row++) raw.set(rgba.subarray(row * stride, (row + 1) * stride), row * (stride + 1) + 1);
  return Buffer.concat([signature, header(width, height, 6), chunk('IDAT', zlibOfPieces([deflatePiece(raw)])), chunk('IEND', Buffer.alloc(0))]);
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

/** The index of a colour in the palette, added when it is not there yet; -1 when the palette is full (256 colours). */
export function paletteIndex(palette: Palette, colour: number): number {
  let index = palette.indexOf.get(colour);
  if (index === undefined) {
    if (palette.colours.length === 256) return -1;
    index = palette.colours.push(colour) - 1;
    palette.indexOf.set(colour, index);
  }
  return index;
}

/** An image as PNG stores an indexed one: each row its filter byte (0) and one palette index a pixel. */
export const indexedRowsLength = (width: number, height: number) => (width + 1) * height;

/** The pixels of RGBA bytes as 32-bit numbers (copied when they do not start on a 4-byte boundary). */
export const pixelWords = (rgba: Uint8Array) => {
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : Uint8Array.from(rgba);
  return new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.length >> 2);
};

/**
 * Writes the indices of `rgba`'s pixels (rows of `width` pixels, 4 bytes each) into `rows` from row
 * `firstRow` on, adding colours not yet in `palette`. Returns false, having stopped, when the
 * image needs more than 256 colours.
 */
export function indexPixels(rgba: Uint8Array, width: number, palette: Palette, rows: Buffer, firstRow: number): boolean {
  const pixels = pixelWords(rgba);
  const height = pixels.length / width;
  let previous = -1;
  let previousIndex = 0;
  for (let y = 0; y < height; y++) {
    const out = (firstRow + y) * (width + 1);
    rows[out] = 0;
    for (let x = 0, at = y * width; x < width; x++, at++) {
      const colour = pixels[at];
      if (colour !== previous) {
        const index = paletteIndex(palette, colour);
        if (index < 0) return false;
        previous = colour;
        previousIndex = index;
      }
      rows[out + 1 + x] = previousIndex;
    }
  }
  return true;
}

/** The PLTE chunk of a palette, and a tRNS chunk when a colour is not opaque. */
function paletteChunks(palette: Palette): Buffer[] {
  const bytes = new Uint8Array(Uint32Array.from(palette.colours).buffer);
  const rgb = Buffer.alloc(palette.colours.length * 3);
  const alpha = Buffer.alloc(palette.colours.length);
  for (let index = 0; index < palette.colours.length; index++) {
    rgb.set(bytes.subarray(index * 4, index * 4 + 3), index * 3);
    alpha[index] = bytes[index * 4 + 3];
  }
  return [chunk('PLTE', rgb), ...(alpha.every((value) => value === 255) ? [] : [chunk('tRNS', alpha)])];
}

/** An 8-bit indexed PNG: `rows` as indexPixels wrote them, and their palette. */
export function encodeIndexedPng(rows: Buffer, palette: Palette, width: number, height: number): Buffer {
  if (rows.length !== indexedRowsLength(width, height)) throw new Error(`encodeIndexedPng: ${rows.length} bytes are not ${width} × ${height} indexed pixels`);
  return indexedPngOfPieces([deflatePiece(rows)], palette, width, height);
}

/** An 8-bit indexed PNG whose rows (as indexPixels writes them) are the pieces given, compressed apart, one after the other. */
export function indexedPngOfPieces(pieces: readonly DeflatedPiece[], palette: Palette, width: number, height: number): Buffer {
  const length = pieces.reduce((sum, piece) => sum + piece.length, 0);
  if (length !== indexedRowsLength(width, height)) throw new Error(`indexedPngOfPieces: ${length} bytes are not ${width} × ${height} indexed pixels`);
  return Buffer.concat([signature, header(width, height, 3), ...paletteChunks(palette), chunk('IDAT', zlibOfPieces(pieces)), chunk('IEND', Buffer.alloc(0))]);
}
