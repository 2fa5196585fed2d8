// Last lines of defence: unknown paths and unexpected errors become JSON failures, never
// an HTML page; client-caused errors keep their 4xx status.
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { FAILURE } from '../../../contract/index';
import { languageOf, translate } from '../i18n';
import { DEFAULT_STYLE, databaseFailure, failureBody, renderFailure } from './failure';
import { sendJson } from './send-json';

const shortPath = (req: Request) => req.originalUrl.split('?')[0]!.slice(0, 200);

/** Unknown /api/… path (or a known path with the wrong method). */
export const apiNotFound: RequestHandler = (req, res) => {
  const message = translate(languageOf(req), 'noSuchApi', { method: req.method, path: shortPath(req) });
  sendJson(res, 404, failureBody(DEFAULT_STYLE, FAILURE.NOT_FOUND, message));
};

/** Anything else nobody answered. */
export const notFound: RequestHandler = (req, res) => {
  const message = translate(languageOf(req), 'noSuchPage', { method: req.method, path: shortPath(req) });
  sendJson(res, 404, failureBody(DEFAULT_STYLE, FAILURE.NOT_FOUND, message));
};

export function finalErrorHandler(logError: (message: string, error: unknown) => void): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode;
    const lang = languageOf(req);
    if (status && status >= 400 && status < 500) {
      const message = translate(lang, 'badRequest', { detail: String((error as Error).message ?? error).slice(0, 200) });
      sendJson(res, status, failureBody(DEFAULT_STYLE, FAILURE.BAD_INPUT, message));
      return;
    }
    // A full disk while the control API writes (a clock step) says so, as the API's calls do.
    const storage = databaseFailure(error, `${req.method} ${shortPath(req)}`, logError);
    if (storage) {
      sendJson(res, storage.status, renderFailure(DEFAULT_STYLE, storage, lang));
      return;
    }
    logError(`${req.method} ${shortPath(req)} failed`, error);
    sendJson(res, 500, failureBody(DEFAULT_STYLE, FAILURE.REJECTED, translate(lang, 'processingError')));
  };
}
