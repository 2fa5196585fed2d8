// The one way the server writes a JSON answer: the API's successes and failures, the pipeline's
// refusals, the control API, injected faults, the runtime configuration and the Live proxy's own.
import type { ServerResponse } from 'node:http';

/**
 * Exactly this, with no charset parameter: JSON is UTF-8 by definition (RFC 8259), and contract
 * tools compare the header with the OpenAPI document's media type character for character (Dredd).
 */
export const JSON_TYPE = 'application/json';

/**
 * An answer already written as JSON, UTF-8 (a list page whose rows SQLite wrote as JSON): sent as
 * it is, not parsed and serialised again.
 */
export class JsonText {
  constructor(readonly bytes: Buffer) {}
}

/**
 * Written on Node's response, not through Express's res.json/res.send: those add `; charset=utf-8`
 * to a string body and hash every body for an ETag, which cost more than serialising it at
 * fleet-size list rates. No answer is cached (each says the state of the moment). A string body,
 * not a Buffer: Node sends the headers and a string as one write, encoding it once.
 */
export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  const body = value instanceof JsonText ? value.bytes : JSON.stringify(value);
  res.statusCode = status;
  res.setHeader('Content-Type', JSON_TYPE);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.setHeader('Cache-Control', 'no-store');
  res.end(body);
}
