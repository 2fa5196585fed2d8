// Mounts every catalog endpoint on the /api/v1 router. What reaches it has already passed the
// checks every request passes (pipeline.ts: Host, security headers, body type); here each endpoint
// adds its own: injected faults → session → path params → body → handler (or NOT_SIMULATED), each
// failure answered as JSON in the endpoint's style.
import { Router, type Request, type RequestHandler } from 'express';
import { FAILURE, catalog, expressPath, type CourseFile, type EndpointDef, type Language, type User } from '../../../contract/index';
import { Scope } from '../auth/scope';
import { assertMayChangeTemplate } from '../classroom/lock';
import type { ClassroomProgress } from '../classroom/progress';
import { signedInUser } from '../auth/session';
import { toWireDateTime } from '../clock';
import type { LoginThrottle } from '../auth/login-throttle';
import type { PictureLinks } from '../media/picture-links';
import type { PasswordChecker } from '../auth/password';
import type { Repositories } from '../db/repositories/index';
import type { FleetChange, FleetRuntime } from '../fleet-runtime/index';
import { translate } from '../i18n';
import type { ResolvedOptions } from '../options';
import { checkAnswer, checkJsonText } from './answer-check';
import type { ReportRunner } from '../db/report-thread';
import { bodyReaderFor } from './body';
import { styleOf } from './failure';
import { SimFailure } from '../failure';
import { FileReply, type Handler, type HandlerTable, type RequestContext } from './handler';
import { answerCall, writeTransaction, type InTransaction } from './respond';
import { JsonText } from './send-json';
import { validate } from './validate';

/** What the mount asks of the injected faults: the gate in front of one endpoint. */
export interface FaultGate {
  gate(endpoint: EndpointDef): RequestHandler;
}

export interface SimServices {
  repos: Repositories;
  /** The reports that add up the history, off the request thread (db/report-thread.ts). */
  reports: ReportRunner;
  options: ResolvedOptions;
  /** The simulated fleet: its clock stamps records; it hears of committed changes. */
  fleet: FleetRuntime;
  /** Faults set at run time through /sim/faults (control/injected-faults.ts): a gate per endpoint. */
  faults: FaultGate;
  loginThrottle: LoginThrottle;
  passwords: PasswordChecker;
  /** Signs the addresses of product pictures handed out in answers (media/picture-links.ts). */
  pictureLinks: PictureLinks;
  /** The classroom courses (fixtures/courses), checked at start. */
  courses: readonly CourseFile[];
  /** The class's exercises: a trainee's are checked after each of their writes. */
  progress: ClassroomProgress;
}


export function catalogRouter(handlers: HandlerTable, services: SimServices): Router {
  const router = Router();
  const inTransaction = writeTransaction(services.repos.db);
  const totalChanges = services.repos.db.prepare('SELECT total_changes()').pluck();
  // One router per area ('/device', '/payment' …): a request walks the areas and then its area's
  // few endpoints, not every endpoint of the catalog before it (Express matches layer by layer).
  const areas = new Map<string, Router>();
  for (const e of catalog) {
    const area = `/${e.path.split('/')[1]}`;
    let areaRouter = areas.get(area);
    if (!areaRouter) {
      areaRouter = Router();
      areas.set(area, areaRouter);
      router.use(area, areaRouter);
    }
    const method = e.method === 'GET' ? 'get' : 'post';
    areaRouter[method](expressPath(e.path.slice(area.length)), services.faults.gate(e), answerFor(e, handlers.get(e.id), services, inTransaction, () => totalChanges.get() as number));
  }
  return router;
}

function answerFor(e: EndpointDef, handler: Handler<EndpointDef> | undefined, services: SimServices, inTransaction: InTransaction, totalChanges: () => number): RequestHandler {
  // A signed-in call that wrote rows, other than signing out (classroom/lock.ts: the template company is the trainer's).
  const guarded = e.auth && e.area !== 'auth';
  const readBody = bodyReaderFor(e);
  const { repos, options } = services;
  const site = { id: e.id, style: styleOf(e), logError: options.logError };
  return (req, res) =>
    answerCall(req, res, site, async (lang) => {
      const wallMs = options.clock.now();
      const user = e.auth ? signedInUser(repos, req.headers.authorization, wallMs) : null;
      const params = validate(e.params, { ...req.params }, 'path');
      const { body: rawBody, files } = await readBody(req, res);
      const body = validate(e.body, rawBody, 'body');
      if (!handler) {
        throw new SimFailure(FAILURE.NOT_SIMULATED, { key: 'notSimulated', values: { endpoint: `${e.id} (${e.method} ${e.path})` } });
      }
      const changes: FleetChange[] = [];
      const ctx = createContext(e, req, lang, services, user, wallMs, services.fleet.now(), changes);
      const stepped = handler.step ? await handler.step({ params, body, files }, ctx) : undefined;
      const result = inTransaction(() => {
        const before = guarded ? totalChanges() : 0;
        const answer = handler({ params, body, files, stepped }, ctx);
        // Refused after the fact, so the rule needs no list of writes; the throw rolls the write back.
        if (guarded && totalChanges() > before) assertMayChangeTemplate(repos.db, ctx.user, ctx.scope);
        const site = { endpoint: e, lang, logError: options.logError };
        if (answer instanceof FileReply) return answer;
        return answer instanceof JsonText ? checkJsonText(site, answer, options.checkAnswers) : checkAnswer(site, answer, options.checkAnswers);
      });
      tellFleet(services, changes);
      // A write may do a trainee's exercise (a no-op for anyone else; it never fails the write).
      if (user && e.method === 'POST') services.progress.evaluate(user.userIdx);
      return result;
    });
}

/** After the commit: the write stands whatever the fleet makes of it, so a fleet error is only logged. */
function tellFleet(services: SimServices, changes: readonly FleetChange[]): void {
  for (const change of changes) {
    try {
      services.fleet.notify(change);
    } catch (error) {
      services.options.logError('fleet: a committed change could not be applied to the simulation', error);
    }
  }
}

function createContext(e: EndpointDef, req: Request, lang: Language, services: SimServices, user: User | null, wallMs: number, nowMs: number, changes: FleetChange[]): RequestContext {
  const signedIn = (): User => {
    if (!user) throw new Error(`${e.id} has no signed-in user (auth: false)`);
    return user;
  };
  let scope: Scope | undefined;
  let now: string | undefined; // written out only by the handlers that stamp something
  return {
    endpoint: e,
    lang,
    req,
    repos: services.repos,
    reports: services.reports,
    clock: services.fleet.clock,
    options: services.options,
    nowMs,
    get now() {
      return (now ??= toWireDateTime(nowMs));
    },
    wallMs,
    loginThrottle: services.loginThrottle,
    passwords: services.passwords,
    pictureLinks: services.pictureLinks,
    fleetChanged: (change) => void changes.push(change),
    get user() {
      return signedIn();
    },
    get scope() {
      return (scope ??= Scope.of(signedIn(), services.repos));
    },
    t: (key, values) => translate(lang, key, values),
  };
}
