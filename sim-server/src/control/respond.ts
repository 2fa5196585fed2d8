// How the control API answers: `{ result: 0, message, data }`, failures as JSON like the API's
// (a refusal result 1, bad input 2, unknown record 3), never an HTML page or a 5xx for input.
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { FAILURE } from '../../../contract/index';
import { checkAnswer, type AnswerSite } from '../http/answer-check';
import { bodyFailure } from '../http/body';
import { DEFAULT_STYLE, renderFailure } from '../http/failure';
import { SimFailure } from '../failure';
import { asFailure } from '../http/mount';
import { sendJson } from '../http/send-json';
import type { Bilingual } from '../../../contract/index';
import { languageOf, translate, type TextKey } from '../i18n';

/**
 * `run` may answer a promise (a call that hashes passwords on the thread pool first). The answer
 * passes the same check as an /api/v1 answer (http/answer-check.ts); one outside its schema is a
 * simulator bug, answered and logged as /api/v1 answers one (HTTP 500).
 */
export function control(
  endpoint: AnswerSite['endpoint'],
  checks: { checkAnswers: boolean; logError: AnswerSite['logError'] },
  run: (req: Request) => unknown,
  messageKey: TextKey = 'normallyProcessed',
): RequestHandler {
  return async (req, res) => {
    const lang = languageOf(req);
    try {
      const data = await run(req);
      const answer = checkAnswer({ endpoint, lang, logError: checks.logError }, { result: 0, message: translate(lang, messageKey), data }, checks.checkAnswers);
      sendJson(res, 200, answer);
    } catch (error) {
      const failure = asFailure(error, endpoint.id, checks.logError);
      sendJson(res, failure.status, renderFailure(DEFAULT_STYLE, failure, lang));
    }
  };
}

/** A simulated device said no: result 1 with its reason. */
export function refused(reason: Bilingual): never {
  throw new SimFailure(FAILURE.REJECTED, { key: 'fleetRefused', values: { reason } });
}

/** A body the JSON parser could not read answers like any API body failure (400, result 2). */
export const bodyErrors: ErrorRequestHandler = (error, req, res, next) => {
  const status = (error as { status?: number }).status;
  if (res.headersSent || !(status && status >= 400 && status < 500)) return next(error);
  const failure = bodyFailure(error);
  sendJson(res, failure.status, renderFailure(DEFAULT_STYLE, failure, languageOf(req)));
};
