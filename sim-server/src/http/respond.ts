// How every call answers, under /api/v1 (mount.ts) and under /sim (control/access.ts): its writes in
// one transaction, then one way to send what it answers and one way to turn what it threw into a
// failure in its style and the caller's language.
import type { Request, Response } from 'express';
import type { Language } from '../../../contract/index';
import type { Db } from '../db/open';
import { languageOf } from '../i18n';
import { asFailure, renderFailure, type FailureStyle } from './failure';
import { FileReply } from './handler';
import { sendJson } from './send-json';

export type InTransaction = <T>(work: () => T) => T;

const transactions = new WeakMap<Db, InTransaction>();

/**
 * Runs a call's writes in one transaction, so a call that throws (a refusal or a bug) changes
 * nothing. One per database: better-sqlite3 builds a transaction's wrappers anew on every db.transaction().
 */
export function writeTransaction(db: Db): InTransaction {
  let run = transactions.get(db);
  if (!run) transactions.set(db, (run = db.transaction(<T>(work: () => T): T => work()) as InTransaction));
  return run;
}

/** Where a call is answered: its id for the log, and the style its failures take. */
export interface CallSite {
  id: string;
  style: FailureStyle;
  logError: (message: string, error: unknown) => void;
}

/** Runs `work` and sends what it answers (JSON, or a file), or what it threw as a failure. */
export async function answerCall(req: Request, res: Response, site: CallSite, work: (lang: Language) => unknown): Promise<void> {
  const lang = languageOf(req);
  try {
    const answer = await work(lang);
    if (answer instanceof FileReply) sendFile(res, answer);
    else sendJson(res, 200, answer);
  } catch (error) {
    const failure = asFailure(error, site.id, site.logError);
    sendJson(res, failure.status, renderFailure(site.style, failure, lang));
  }
}

// attachment() writes the name RFC 5987-encoded (filename*), so Korean names survive; nosniff keeps
// a browser from running an uploaded file as something other than its stored type.
function sendFile(res: Response, file: FileReply): void {
  res.attachment(file.fileName).type(file.contentType).set({ 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' }).send(file.data);
}
