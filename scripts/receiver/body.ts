import type { IncomingMessage } from 'node:http';

export class BodyTooLarge extends Error {}

/** The body is not the form it says it is. */
export class UnreadableBody extends Error {}

/**
 * Reads a request body up to `limit` bytes. A declared length over the limit is refused before a
 * byte is read; a body that grows past it is cut off as soon as it does.
 */
export async function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
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
