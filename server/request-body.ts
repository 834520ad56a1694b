// A request's fields: a JSON object, or a multipart or urlencoded form (an empty body has none),
// refused with 413 past the action's size limit: by Content-Length before a byte is read, or as a
// body without one streams in.
//
// On @hono/node-server the bytes come straight from Node's request: asking Hono for `c.req.raw`'s
// body would first build a web Request and stream around it, most of a cached read's CPU time.
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { ApiError, badRequest } from './errors.ts';
import type { MessageCode } from '../contract/messages.ts';

export interface BodyLimit {
  bytes: number;
  message: MessageCode;
}

/** Thrown past the limit; the rest of the body is never read, so the reply closes the connection. */
export class BodyTooLarge extends ApiError {
  constructor(message: MessageCode) {
    super(413, message);
  }
}

async function readBytes(c: Context, limit: BodyLimit): Promise<Buffer<ArrayBuffer>> {
  const declared = Number(c.req.header('content-length') ?? NaN);
  if (declared > limit.bytes) throw new BodyTooLarge(limit.message);
  // fetch-only tests (app.request) have no Node request under them
  const source: AsyncIterable<Uint8Array> | null = (c.env as HttpBindings | undefined)?.incoming ?? c.req.raw.body;
  if (!source) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  // not `for await`: leaving that loop early destroys Node's request, and its socket with the 413
  const reading = source[Symbol.asyncIterator]();
  for (let next = await reading.next(); !next.done; next = await reading.next()) {
    size += next.value.length;
    if (size > limit.bytes) throw new BodyTooLarge(limit.message);
    chunks.push(next.value);
  }
  return Buffer.concat(chunks, size);
}

export async function readFields(c: Context, limit: BodyLimit): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  const json = type.includes('application/json');
  const urlencoded = type.includes('application/x-www-form-urlencoded');
  const multipart = type.includes('multipart/form-data');
  if (!json && !urlencoded && !multipart) return {};
  const bytes = await readBytes(c, limit);
  if (json) {
    const text = new TextDecoder().decode(bytes);
    if (!text.trim()) return {};
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw badRequest('body_not_json');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('body_not_object');
    return body as Record<string, unknown>;
  }
  if (urlencoded) return Object.fromEntries(new URLSearchParams(new TextDecoder().decode(bytes)));
  // multipart (profile images): the platform's parser, over the bytes already in hand
  const form = await new Response(bytes, { headers: { 'content-type': type } }).formData().catch(() => {
    throw badRequest('form_unreadable');
  });
  return Object.fromEntries(form.entries());
}
