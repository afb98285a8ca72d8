import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { watchPace, type UploadPace } from './body';

/**
 * The text fields of a multipart form too large to take, read as the body streams by: every
 * file's bytes are dropped as they come, so a refusal for size can still show the sender what
 * they typed. Parsed by busboy (a streaming multipart parser). Resolves with the first value of
 * each of `names`, or null when the body is not a readable multipart form, passes `cap` bytes
 * (the connection is then closed) or falls behind the least pace.
 */
export function recoverTextFields(request: IncomingMessage, names: readonly string[], cap: number, pace: UploadPace): Promise<Map<string, string> | null> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      // Text fields are short (a message at most a few kilobytes): anything longer is cut, never kept whole.
      parser = busboy({ headers: request.headers, limits: { fieldSize: 16 * 1024, fields: 64, parts: 128, fileSize: Infinity } });
    } catch {
      return resolve(null);
    }
    const fields = new Map<string, string>();
    let size = 0;
    let settled = false;
    const settle = (value: Map<string, string> | null) => {
      if (settled) return;
      settled = true;
      watch.stop();
      resolve(value);
    };
    const watch = watchPace(pace, () => {
      settle(null);
      request.unpipe(parser);
      request.destroy();
    });
    request.on('data', (chunk: Buffer) => {
      watch.count(chunk.length);
      size += chunk.length;
      if (size > cap) {
        settle(null);
        request.unpipe(parser);
        request.destroy();
      }
    });
    parser.on('field', (name, value) => {
      if (names.includes(name) && !fields.has(name)) fields.set(name, value);
    });
    parser.on('file', (_name, stream) => stream.resume());
    parser.on('close', () => settle(fields));
    parser.on('error', () => settle(null));
    request.on('close', () => {
      if (!request.complete) settle(null);
    });
    request.pipe(parser);
  });
}
