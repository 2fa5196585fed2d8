// Request bodies, parsed per call so a parse failure can be answered in that call's style: JSON
// (the mount's limit: 1 MB under /api/v1, 100 KB under /sim) or multer (memory, 10 MB per file) for
// multipart. Both mounts read through here, so a malformed or too large body is refused alike.
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Request, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import { FAILURE, type EndpointDef } from '../../../contract/index';
import { API_BODY_LIMIT, UPLOAD_LIMIT_BYTES, type BodyLimit } from '../options';
import { SimFailure } from '../failure';
import { megabytes, byteCount } from './upload';
import type { UploadedFile } from './handler';

export interface ParsedBody {
  body: unknown;
  files: UploadedFile[];
}
export type BodyReader = (req: IncomingMessage, res: ServerResponse) => Promise<ParsedBody>;

const jsonParsers = new Map<string, RequestHandler>();
const jsonParser = (limit: BodyLimit) => {
  let parser = jsonParsers.get(limit.parser);
  if (!parser) jsonParsers.set(limit.parser, (parser = express.json({ limit: limit.parser })));
  return parser;
};
// preservePath: the name arrives as the client gave it; it is only ever displayed, never a path.
// busboy refuses a file the moment it reaches fileSize, so the limit is one byte past the largest
// file taken: a file of exactly UPLOAD_LIMIT_BYTES is taken, as the message and the console say.
const upload = multer({
  storage: multer.memoryStorage(),
  preservePath: true,
  limits: { fileSize: UPLOAD_LIMIT_BYTES + 1, files: 5, fields: 50 },
}).any();

// body-parser and multer read Node's own request (they need nothing Express adds), and leave what
// they read on it as `body` and `files`.
type ReadRequest = IncomingMessage & { body?: unknown; files?: Express.Multer.File[] };

function run(middleware: RequestHandler, req: IncomingMessage, res: ServerResponse): Promise<void> {
  return new Promise((resolve, reject) => {
    void middleware(req as Request, res as Response, (err?: unknown) => (err ? reject(err) : resolve()));
  });
}

export function bodyReaderFor(e: EndpointDef): BodyReader {
  return bodyReader(e.bodyKind, API_BODY_LIMIT);
}

/** Reads a body of this kind ('none': whatever was sent is ignored), JSON up to `limit`. */
export function bodyReader(kind: EndpointDef['bodyKind'], limit: BodyLimit): BodyReader {
  const json = jsonParser(limit);
  const parsers = kind === 'none' ? [] : kind === 'multipart' ? [upload, json] : [json];
  return async (request, res) => {
    const req = request as ReadRequest;
    if (parsers.length === 0) return { body: {}, files: [] };
    try {
      for (const parser of parsers) await run(parser, req, res);
    } catch (error) {
      throw bodyFailure(error, limit);
    }
    const files = (req.files ?? []).map((f) => ({
      fieldName: f.fieldname,
      originalName: utf8FileName(f.originalname),
      mimeType: f.mimetype,
      size: f.size,
      buffer: f.buffer,
    }));
    // multer's fields object has no prototype; a plain copy keeps validation ordinary.
    return { body: req.body === undefined ? {} : isRecord(req.body) ? { ...req.body } : req.body, files };
  };
}

/**
 * Browsers send `filename="사업자등록증.pdf"` as raw UTF-8, which busboy reads as latin1; read those
 * bytes again as UTF-8. Names that were not valid UTF-8, or came RFC 5987-encoded, stay as they are.
 */
export function utf8FileName(name: string): string {
  if (/[^\x00-\xff]/.test(name)) return name;
  const decoded = Buffer.from(name, 'latin1').toString('utf8');
  return decoded.includes('\uFFFD') ? name : decoded;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Anything that goes wrong while reading a body is the client's doing: a 4xx JSON failure. */
export function bodyFailure(error: unknown, limit: BodyLimit): SimFailure {
  const e = error as { type?: string; code?: string; status?: number; message?: string };
  if (e.type === 'entity.parse.failed') return new SimFailure(FAILURE.BAD_INPUT, { key: 'invalidJson' }, 400);
  if (e.type === 'entity.too.large') return new SimFailure(FAILURE.BAD_INPUT, { key: 'bodyTooLarge', values: { limit: limit.text } }, 413);
  if (e.code === 'LIMIT_FILE_SIZE') return new SimFailure(FAILURE.BAD_INPUT, { key: 'fileTooLarge', values: { limit: megabytes(UPLOAD_LIMIT_BYTES), bytes: byteCount(UPLOAD_LIMIT_BYTES) } }, 413);
  const status = e.status && e.status >= 400 && e.status < 500 ? e.status : 400;
  return new SimFailure(FAILURE.BAD_INPUT, { key: 'unreadableBody', values: { detail: String(e.message ?? 'unreadable body') } }, status);
}
