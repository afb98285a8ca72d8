import type { IncomingMessage } from 'node:http';

export class BodyTooLarge extends Error {}

/** The body is not the form it says it is. */
export class UnreadableBody extends Error {}

/** The sender went away before the body was complete. */
export class BodyAborted extends Error {}

/** The body came slower than the least pace a sender must keep. */
export class BodyTooSlow extends Error {}

/**
 * The least pace of a body: after `graceMs`, each `windowMs` must bring at least
 * `minBytesPerSecond` on average. A phone on a poor mobile connection sends tens of kilobytes a
 * second; a sender that trickles a byte every few seconds only holds an upload slot.
 */
export interface UploadPace {
  graceMs: number;
  windowMs: number;
  minBytesPerSecond: number;
}

export const defaultUploadPace: UploadPace = { graceMs: 10_000, windowMs: 10_000, minBytesPerSecond: 2 * 1024 };

/** Calls `tooSlow` once a body falls behind the pace; returns a function that counts bytes, and one that stops watching. */
export function watchPace(pace: UploadPace, tooSlow: () => void): { count: (bytes: number) => void; stop: () => void } {
  let inWindow = 0;
  let interval: ReturnType<typeof setInterval> | undefined;
  const grace = setTimeout(() => {
    inWindow = 0;
    interval = setInterval(() => {
      if (inWindow < (pace.minBytesPerSecond * pace.windowMs) / 1000) {
        stop();
        tooSlow();
      }
      inWindow = 0;
    }, pace.windowMs);
    interval.unref();
  }, pace.graceMs);
  grace.unref();
  const stop = () => {
    clearTimeout(grace);
    clearInterval(interval);
  };
  return { count: (bytes) => (inWindow += bytes), stop };
}

/**
 * Reads a request body up to `limit` bytes. A declared length over the limit is refused before a
 * byte is read; a body that grows past it is refused as soon as it does. The rest of a refused
 * body is still read and dropped (see `discardRest`): closing a connection the client is still
 * writing to resets it, and a reset throws away the answer before the client can read it.
 */
export function readBody(request: IncomingMessage, limit: number, pace: UploadPace = defaultUploadPace): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(new BodyTooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    const watch = watchPace(pace, () => {
      over = true;
      chunks.length = 0;
      request.off('data', onData);
      reject(new BodyTooSlow());
    });
    const onData = (chunk: Buffer) => {
      watch.count(chunk.length);
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      over = true;
      watch.stop();
      chunks.length = 0;
      request.off('data', onData);
      reject(new BodyTooLarge());
    };
    request.on('data', onData);
    request.once('end', () => {
      watch.stop();
      if (!over) resolve(Buffer.concat(chunks, size));
    });
    request.once('close', () => {
      watch.stop();
      if (!request.complete && !over) reject(new BodyAborted());
    });
  });
}

/**
 * Reads and drops what is left of a body so the client can finish sending and read the answer,
 * up to `cap` bytes; past that (someone pouring data in) the connection is closed. Calls `done`
 * once the body has ended or been cut off.
 */
export function discardRest(request: IncomingMessage, cap: number, done: () => void = () => undefined, pace: UploadPace = defaultUploadPace): void {
  if (request.complete || request.readableEnded) return done();
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > cap) {
    done();
    request.destroy();
    return;
  }
  let size = 0;
  let finished = false;
  // A refused body that trickles in is not waited for either: the connection is closed.
  const watch = watchPace(pace, () => {
    finish();
    request.destroy();
  });
  const finish = () => {
    watch.stop();
    if (finished) return;
    finished = true;
    done();
  };
  request.on('data', (chunk: Buffer) => {
    watch.count(chunk.length);
    size += chunk.length;
    if (size > cap) {
      finish();
      request.destroy();
    }
  });
  request.once('end', finish);
  request.once('close', finish);
  request.resume();
}

/**
 * Parses a multipart or url-encoded body with the standard Request.formData() of Node's own
 * fetch (undici): a maintained parser that ships with Node, so the receiver needs no dependency.
 */
export async function parseForm(body: Buffer, contentType: string): Promise<FormData> {
  try {
    return await new Request('http://receiver.invalid/', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength) }).formData();
  } catch {
    throw new UnreadableBody();
  }
}

/** The value of a text field, or null when it is missing or is a file. */
export function textOf(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === 'string' ? value : null;
}
