// Every JSON answer says exactly `Content-Type: application/json`, with no charset parameter (JSON
// is UTF-8 by definition, RFC 8259): contract tools such as Dredd compare the header with the OpenAPI
// document's media type character for character. Downloads and pictures keep their own types.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { FAILURE, PATH_KEYS, catalog } from '../../contract/index';
import { buildOpenApi } from '../../contract/openapi';
import { api, client, control, loginAs, makeSim, multipart, sharedSim, signedIn } from './support';

const JSON_TYPE = 'application/json';

/** The parts of an answer a test compares, so a failure names the call and what came back. */
const seen = (what: string, res: request.Response) => ({ what, status: res.status, type: res.headers['content-type'], result: res.body?.result });

describe('the Content-Type of JSON answers', () => {
  const sim = sharedSim();

  it('is exactly application/json on the API’s answers, successes and failures alike', async () => {
    const admin = await signedIn(sim());
    const cases: [string, Promise<request.Response>, number, unknown][] = [
      ['success', admin.post('/company/list', {}), 200, 0],
      ['result-code failure', admin.get('/company/info/99999'), 200, FAILURE.NOT_FOUND],
      ['bad input in the schema', admin.post('/company/store', { companyName: 42 }), 200, FAILURE.BAD_INPUT],
      ['no token', request(sim().app).post(api('/company/list')).send({}), 403, FAILURE.NOT_AUTHORIZED],
      ['unknown token', client(sim(), 'not-a-token').post('/company/list'), 403, FAILURE.NOT_AUTHORIZED],
      ['malformed body', request(sim().app).post(api('/auth/login')).set('Content-Type', JSON_TYPE).send('{nope'), 400, String(FAILURE.BAD_INPUT)], // login answers in the string style,
      ['body over 1 MB', admin.post('/company/store', { memo: 'x'.repeat(1_100_000) }), 413, FAILURE.BAD_INPUT],
      ['body not JSON', request(sim().app).post(api('/auth/login')).set('Content-Type', 'text/plain').send('{}'), 415, FAILURE.BAD_INPUT],
      ['foreign host', request(sim().app).post(api('/company/list')).set('Host', 'evil.example').send({}), 421, FAILURE.BAD_INPUT],
      ['malformed path encoding', admin.get('/company/info/%E0%A4%A'), 400, FAILURE.BAD_INPUT],
      ['unknown API path', admin.get('/no/such/call'), 404, FAILURE.NOT_FOUND],
      ['unknown page', request(sim().app).get('/no-such-page'), 404, FAILURE.NOT_FOUND],
    ];
    for (const [what, answer, status, result] of cases) {
      expect(seen(what, await answer)).toEqual({ what, status, type: JSON_TYPE, result });
    }
  });

  it('is exactly application/json on the control API, its document and the runtime configuration', async () => {
    const app = sim().app;
    const cases: [string, Promise<request.Response>, number, unknown][] = [
      ['health', request(app).get('/sim/health'), 200, 0],
      ['signed-in call', control(sim()).get('/clock'), 200, 0],
      ['no session', request(app).get('/sim/clock'), 403, FAILURE.NOT_AUTHORIZED],
      ['malformed body', control(sim()).post('/clock', '{nope'), 400, FAILURE.BAD_INPUT],
      ['unknown control path', request(app).get('/sim/no-such-call'), 404, FAILURE.NOT_FOUND],
      ['OpenAPI document', request(app).get('/sim/openapi.json'), 200, undefined],
      ['runtime configuration', request(app).get('/runtime-config.json'), 200, undefined],
    ];
    for (const [what, answer, status, result] of cases) {
      expect(seen(what, await answer)).toEqual({ what, status, type: JSON_TYPE, result });
    }
  });

  it('is exactly application/json on an expired session and on injected faults', async () => {
    const fresh = makeSim();
    const token = await loginAs(fresh, 'partner');
    await control(fresh).post('/sessions/expire');
    expect(seen('expired session', await client(fresh, token).post('/company/list'))).toEqual({ what: 'expired session', status: 200, type: JSON_TYPE, result: FAILURE.EXPIRED });

    const admin = await signedIn(fresh);
    const faults: [object, string, number, unknown][] = [
      [{ kind: 'error', path: '/company/list' }, '/company/list', 200, FAILURE.REJECTED],
      [{ kind: 'http', path: '/division/list', status: 503 }, '/division/list', 503, FAILURE.REJECTED],
      [{ kind: 'forbid', path: '/device/list', count: 1 }, '/device/list', 403, FAILURE.NOT_AUTHORIZED],
    ];
    for (const [fault, path, status, result] of faults) {
      expect((await control(fresh).post('/faults', fault)).body).toMatchObject({ result: 0 });
      expect(seen(path, await admin.post(path, {}))).toEqual({ what: path, status, type: JSON_TYPE, result });
    }
  });

  // Tools that compare a refusal's body with the document (Dredd) read its example: every key it
  // shows must be in what the simulator sends, with the same result, for every call.
  it("sends every documented refusal with the keys and result of the document's example", async () => {
    const paths = buildOpenApi({ version: 'test' }).paths as Record<string, Record<string, { responses: Record<string, { content: { 'application/json': { example: Record<string, unknown> } } }> }>>;
    const token = await loginAs(sim(), 'admin');
    const answers: object[] = [];
    const documented: object[] = [];
    for (const e of catalog) {
      const path = e.path.replace(/\{(\w+)\}/g, (_, key: string) => PATH_KEYS[key].example);
      const responses = paths[`/api/v1${e.path}`][e.method.toLowerCase()].responses;
      const refusals: [string, Promise<request.Response>][] = [];
      if (e.auth) {
        const call = request(sim().app)[e.method.toLowerCase() as 'post'](api(path));
        if (e.bodyKind === 'multipart') {
          const { body, contentType } = multipart({}, []);
          refusals.push(['403', call.set('Content-Type', contentType).send(body)]);
        } else refusals.push(['403', call.send(e.bodyKind === 'json' ? {} : undefined)]);
      }
      if (e.bodyKind === 'json') refusals.push(['400', request(sim().app)[e.method.toLowerCase() as 'post'](api(path)).set('Authorization', `Bearer ${token}`).set('Content-Type', JSON_TYPE).send('{nope')]);
      for (const [status, answer] of refusals) {
        const example = responses[status].content['application/json'].example;
        const res = await answer;
        documented.push({ call: e.id, status: Number(status), keys: Object.keys(example).sort(), result: example.result });
        answers.push({ call: e.id, status: res.status, keys: Object.keys(res.body).filter((k) => k in example).sort(), result: res.body.result });
      }
    }
    expect(documented.length).toBeGreaterThan(100);
    expect(answers).toEqual(documented);
  });

  it('leaves a generated product picture its own type', async () => {
    const res = await request(sim().app).get('/media/product-images/generated/1.svg');
    expect({ status: res.status, type: res.headers['content-type'] }).toEqual({ status: 200, type: 'image/svg+xml; charset=utf-8' });
  });
});
