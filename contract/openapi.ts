// The OpenAPI 3.1 document of /api/v1 and of the simulator's own /sim calls (one tagged section),
// generated from the catalog and SIM_CONTROL (never written by hand): every
// endpoint's path parameters, body and success shape come from its zod schemas, converted to JSON
// Schema 2020-12, which OpenAPI 3.1 uses as is; its examples are the demo world's (./examples.ts). It
// is read by other people's tools (Prism, Dredd,
// Spectral, openapi-generator): tests/contract/spectral.test.ts and prism-proxy.test.ts hold it to them.
import { z } from 'zod';
import { API_BASE, AREA_DESCRIPTIONS, catalog } from './catalog';
import type { EndpointDef } from './endpoint';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, UPLOAD_LIMIT_BYTES } from './constants';
import { ACTION_ACCESS, AREA_ACCESS, SIM_ACCESS_ROLES, type RecordAction } from './permissions';
import { SIM_CLASSROOM } from './sim-classroom';
import { SIM_CONTROL, type SimCall } from './sim-control';
import { SIM_FAULTS } from './sim-faults';
import { recordedExamples, type Example } from './examples';
import { FAILURE, PATH_KEYS, failureResponse, failureResult, type FailureCode, type SuccessStyle } from './wire';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Refinements (one-of-three targets, a day that fits its cycle) cannot be expressed; the shape can.
  const out = z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'any', io, override: refuseRegexFlags }) as JsonSchema;
  delete out.$schema;
  return out;
}

/** A pattern keeps only its source in JSON Schema: a flag (`/…/i`) would silently change what it accepts. */
function refuseRegexFlags({ zodSchema }: { zodSchema: unknown }): void {
  const patterns = (zodSchema as { _zod?: { bag?: { patterns?: Set<RegExp> } } })._zod?.bag?.patterns ?? [];
  for (const pattern of patterns) {
    if (pattern.flags.replace(/[gu]/g, '')) throw new Error(`pattern ${pattern} has flags JSON Schema cannot carry: spell it out (contract/formats.ts anyCase)`);
  }
}

const FAILURE_REF = { $ref: '#/components/schemas/Failure' };

/**
 * A 200 answer: success first (mock servers answer the first branch), then Failure. The success
 * branch's `result` is exactly the call's success value and Failure's is never 0 or '0', so the two
 * are exclusive and validators, mocks and generated types tell success from refusal.
 */
function answerSchema(response: z.ZodType, success: SuccessStyle): JsonSchema {
  const schema = jsonSchema(response, 'output') as { properties?: Record<string, JsonSchema> };
  if (!schema.properties?.result) throw new Error('a JSON answer without `result` cannot state its success');
  schema.properties.result = { const: success, description: `Success: ${success === '0' ? "the string '0'" : 'the number 0'}.` };
  return { oneOf: [schema, FAILURE_REF] };
}

/** Failure as the wire conventions give it, with a result that cannot be success (0 or '0', in either style). */
function failureSchema(): JsonSchema {
  const schema = jsonSchema(failureResponse, 'output') as { properties: Record<string, JsonSchema> };
  schema.properties.result = { ...schema.properties.result, not: { enum: [0, '0'] }, description: "Any code but 0 and '0', which mean success." };
  return schema;
}

const successResult = (e: EndpointDef) => (e.success === '0' ? "result '0' (a string)" : 'result 0 (a number)');

function successDescription(e: EndpointDef): string {
  return `Answered. Success is ${successResult(e)}; any other result is a failure with a message.`;
}

function pathParameters(e: EndpointDef): unknown[] {
  const schema = jsonSchema(e.params, 'input') as { properties?: Record<string, JsonSchema> };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const key = PATH_KEYS[name];
    if (!key) throw new Error(`${e.id}: path parameter ${name} is not described in PATH_KEYS (contract/wire.ts)`);
    const description = `${key.what}: its ${name}, a positive whole number in plain digits (0, signs, spaces or leading zeros are refused).`;
    return { name, in: 'path', required: true, description, schema: property, example: exampleOf(e.id)?.request.params?.[name] ?? key.example };
  });
}

const exampleOf = (id: string): Example | undefined => recordedExamples()[id];

/** Where an example needs records or a state the demo world lacks: what is sent before it. */
function exampleNote(id: string): string {
  const example = exampleOf(id);
  if (!example?.after?.length) return '';
  const steps = example.after.map((step) => (typeof step === 'string' ? `the example of ${step}` : `${step.id} (${step.why})`));
  const who = example.as === 'trainee' ? ', signed in as the class’s first trainee' : '';
  return `Its example is sent on a fresh demo world after ${steps.join(', then ')}${who}.`;
}

/** A request body's example: the JSON body, or an upload's form fields and its file's text. */
function bodyExample(id: string): Record<string, unknown> {
  const request = exampleOf(id)?.request;
  if (!request?.body) return {};
  return { example: request.file ? { ...(request.body as object), file: request.file.text } : request.body };
}

/** A 200 answer's example. */
function answerExample(id: string): Record<string, unknown> {
  const answer = exampleOf(id)?.answer;
  return answer === undefined ? {} : { example: answer };
}

/** A download's example: the text of the file the example downloads. */
function fileExample(id: string): Record<string, unknown> {
  const file = (exampleOf(id)?.answer as { file?: { text: string } } | undefined)?.file;
  return file ? { example: file.text } : {};
}

const ACTION_WORDS: Record<RecordAction, string> = { create: 'creating', update: 'changing', delete: 'deleting' };
const refusal = `anyone else gets result ${FAILURE.NOT_AUTHORIZED} (not authorized)`;

/** Who may call it: no one signed in, anyone signed in within their scope, or the roles its access names. */
function whoMay(e: EndpointDef): string {
  if (!e.auth) return 'Open: no sign-in needed.';
  const signedIn = 'Needs a bearer token; acts only on records in the caller’s scope (ADMIN: all; PARTNER: its company; MANAGER: its divisions, and of the users only itself).';
  const access = e.access;
  if (!access) return signedIn;
  if (!access.actions) return `${signedIn} Only ${AREA_ACCESS[access.area].join(', ')} may call it; ${refusal}.`;
  const table: Partial<Record<RecordAction, readonly string[]>> = ACTION_ACCESS[access.area];
  const rules = access.actions.map((action) => `${ACTION_WORDS[action]}: ${table[action]!.join(', ')}`);
  return `${signedIn} Who may: ${rules.join('; ')}; ${refusal}.`;
}

/** The words a contract tester needs beyond the summary: who may call it, paging, files, success. */
function operationDescription(e: EndpointDef, body: JsonSchema | undefined): string {
  const props = (body?.properties ?? {}) as Record<string, unknown>;
  return [
    whoMay(e),
    'page' in props && 'size' in props ? `Paged: \`page\` from 1, \`size\` at most ${MAX_PAGE_SIZE} rows; \`data.totalCount\` counts every match.` : '',
    e.bodyKind === 'multipart' ? `A multipart upload: the form fields and one file part \`file\` of at most ${UPLOAD_LIMIT_BYTES} bytes.` : '',
    e.responseKind === 'file'
      ? 'Answers the file as stored: the type it was uploaded with (Content-Type) and its name (Content-Disposition); a failure answers JSON.'
      : `Success is ${successResult(e)}; a business failure answers HTTP 200 with another result and a message.`,
    e.specListed ? '' : 'Ours: not among the calls of the product specification (see docs/decisions.md).',
    exampleNote(e.id),
  ]
    .filter(Boolean)
    .join(' ');
}

function requestBody(e: EndpointDef, body: { properties?: Record<string, JsonSchema>; required?: string[] } | undefined): unknown {
  if (!body) return undefined;
  if (e.bodyKind === 'multipart') {
    const file = { type: 'string', contentMediaType: 'application/octet-stream', description: `At most ${UPLOAD_LIMIT_BYTES} bytes.` };
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { ...body.properties, file }, required: [...(body.required ?? []), 'file'] },
          ...bodyExample(e.id),
        },
      },
    };
  }
  return { required: true, content: { 'application/json': { schema: body, ...bodyExample(e.id) } } };
}

const failureReply = (description: string, result: number | string, message: string) => ({
  description,
  content: { 'application/json': { schema: FAILURE_REF, example: { result, message } } },
});
const unreadableBody = (success: EndpointDef['success']) =>
  failureReply('The body could not be read (not JSON, too large).', failureResult(FAILURE.BAD_INPUT, success), 'Request body is not valid JSON');

function responses(e: EndpointDef): Record<string, unknown> {
  const ok =
    e.responseKind === 'file'
      ? {
          description: 'The file with its original name (Content-Disposition); a failure answers JSON.',
          // The file goes with the type it was uploaded with (any type/subtype: sim-server/src/http/upload.ts
          // safeMimeType). JSON comes first: Prism validates against the first media range that matches.
          content: {
            'application/json': { schema: FAILURE_REF },
            '*/*': { schema: { type: 'string', description: 'The bytes of the file.' }, ...fileExample(e.id) },
          },
        }
      : { description: successDescription(e), content: { 'application/json': { schema: answerSchema(e.response, e.success), ...answerExample(e.id) } } };
  // Each refusal with an example of what is sent: `result` and `message` always (`msg` too on the
  // calls whose success is '0'). Tools that build an expected body from the schema (Dredd) would
  // otherwise expect every optional field of Failure.
  const failure = (description: string, code: FailureCode, message: string) => failureReply(description, failureResult(code, e.success), message);
  const out: Record<string, unknown> = { '200': ok };
  if (e.bodyKind !== 'none') out['400'] = unreadableBody(e.success);
  if (e.bodyKind === 'multipart') out['413'] = failure('The upload is larger than allowed.', FAILURE.BAD_INPUT, 'The file is too large');
  if (e.auth) out['403'] = failure('No token, or a token the server never issued: the console signs out.', FAILURE.NOT_AUTHORIZED, 'Sign-in required');
  return out;
}

function operation(e: EndpointDef): Record<string, unknown> {
  const parameters = pathParameters(e);
  const bodySchema = e.bodyKind === 'none' ? undefined : jsonSchema(e.body, 'input');
  const body = requestBody(e, bodySchema);
  return {
    operationId: e.id,
    tags: [e.area],
    summary: e.summary,
    description: operationDescription(e, bodySchema),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(e),
    security: e.auth ? [{ bearer: [] }] : [],
    'x-success-result': e.success,
  };
}

/** Every /sim call by its operation id (`sim.control.fleet`): what the document's cockpit section lists. */
export const SIM_CALLS: Readonly<Record<string, SimCall>> = Object.fromEntries(
  Object.entries({ control: SIM_CONTROL, faults: SIM_FAULTS, classroom: SIM_CLASSROOM }).flatMap(([group, calls]) =>
    Object.entries(calls).map(([name, call]) => [`sim.${group}.${name}`, call as SimCall]),
  ),
);

/** Named like the areas (lower case, so the tags stay in the order Spectral and the tests want). */
const SIM_TAG = 'sim';
const SIM_TAG_DESCRIPTION =
  'Simulator control: the simulator’s own calls (the cockpit): clock, fleet, event feed, kiosk commands, scenarios, injected faults, tours and the classroom. ' +
  'Absent in Live mode: a production server has none of them. Each needs an ADMIN or PARTNER bearer session as its description says, ' +
  'except the health check and the clock, which every signed-in console reads.';

/** What a /sim path or query parameter is. */
const SIM_PARAMETERS: Record<string, string> = {
  deviceIdx: `${PATH_KEYS.deviceIdx!.what}: its deviceIdx, a positive whole number in plain digits.`,
  name: 'The scenario to run.',
  tourId: 'The tour’s id (GET /sim/tours lists them).',
  userId: 'The trainee’s user ID.',
  since: 'Only the lines numbered after this one (0: every line kept).',
};

function simWhoMay(call: SimCall): string {
  if (call.access === 'public') return 'Open: no sign-in needed.';
  const roles = SIM_ACCESS_ROLES[call.access].join(', ');
  const steer = call.access === 'steer' ? ' A PARTNER reaches only its own company’s kiosks and sets faults only for its own session.' : '';
  return `Needs a bearer token of ${roles}; ${refusal}.${steer}`;
}

function simParameters(id: string, call: SimCall): unknown[] {
  const of = (schema: z.ZodType | undefined, where: 'path' | 'query') => {
    const properties = (jsonSchema(schema ?? z.object({}), 'input') as { properties?: Record<string, JsonSchema> }).properties ?? {};
    return Object.entries(properties).map(([name, property]) => {
      const description = SIM_PARAMETERS[name];
      if (!description) throw new Error(`${id}: parameter ${name} is not described in SIM_PARAMETERS`);
      const text = (where === 'path' ? exampleOf(id)?.request.params : exampleOf(id)?.request.query)?.[name];
      const example = text !== undefined && property.type === 'integer' ? Number(text) : text;
      return { name, in: where, required: where === 'path', description, schema: property, ...(example === undefined ? {} : { example }) };
    });
  };
  return [...of(call.params, 'path'), ...of(call.query, 'query')];
}

/**
 * A POST's body. One that takes nothing still sends JSON: the server refuses a write whose body is
 * not declared JSON (HTTP 415, sim-server/src/http/pipeline.ts bodyTypeCheck) and reads what is sent.
 */
function simBody(call: SimCall): JsonSchema {
  return call.body ? jsonSchema(call.body, 'input') : { type: 'object', description: 'Nothing is read: send `{}` as JSON (a write must say its body is JSON).' };
}

function simOperation(id: string, call: SimCall): Record<string, unknown> {
  const parameters = simParameters(id, call);
  return {
    operationId: id,
    tags: [SIM_TAG],
    summary: call.summary,
    description: [simWhoMay(call), 'Absent in Live mode. Success is result 0 (a number); a refusal answers another result and a message.', exampleNote(id)].filter(Boolean).join(' '),
    ...(parameters.length ? { parameters } : {}),
    ...(call.method === 'POST' ? { requestBody: { required: true, content: { 'application/json': { schema: simBody(call), ...bodyExample(id) } } } } : {}),
    responses: {
      '200': { description: 'Answered: result 0 with its data, or a refusal.', content: { 'application/json': { schema: answerSchema(call.response, 0), ...answerExample(id) } } },
      ...(call.method === 'POST' ? { '400': unreadableBody(0) } : {}),
      ...(call.access === 'public' ? {} : { '403': failureReply('No token, a token the server never issued, or a role that may not make this call.', FAILURE.NOT_AUTHORIZED, 'Sign-in required') }),
    },
    security: call.access === 'public' ? [] : [{ bearer: [] }],
    'x-success-result': 0,
  };
}

export interface OpenApiOptions {
  version: string;
}

/**
 * Who answers for the API (docs/decisions.md, The OpenAPI document). The project is
 * private: no licence is granted (package.json "license": "UNLICENSED").
 */
const PROJECT = {
  contact: { name: 'Kiosk Console maintainers', url: 'https://kiosk-console.example/support', email: 'kiosk-console@kiosk-console.example' },
  license: { name: 'Proprietary: all rights reserved (UNLICENSED)', url: 'https://kiosk-console.example/license' },
};

/** The whole document. */
export function buildOpenApi({ version }: OpenApiOptions): Record<string, unknown> {
  // Paths carry /api/v1 and the server is the origin: Prism and Dredd route by the path alone and
  // ignore a server's path (docs/decisions.md, The OpenAPI document).
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of catalog) (paths[`${API_BASE}${e.path}`] ??= {})[e.method.toLowerCase()] = operation(e);
  for (const [id, call] of Object.entries(SIM_CALLS)) (paths[call.path.replace(/:(\w+)/g, '{$1}')] ??= {})[call.method.toLowerCase()] = simOperation(id, call);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kiosk Console API',
      version,
      description:
        'The back end of the Kiosk Console for unattended smart vending machines and AI refrigerated kiosks. ' +
        'Business failures answer HTTP 200 with a result other than success and a message in the user’s language ' +
        `(codes the simulator uses: ${Object.entries(FAILURE).map(([name, code]) => `${code} ${name}`).join(', ')}). ` +
        'An expired session answers HTTP 200 with a message containing "expired". ' +
        `Every list answers one page of at most ${MAX_PAGE_SIZE} rows (\`size\`, ${DEFAULT_PAGE_SIZE} when not given; \`page\` from 1) ` +
        'and the totalCount of every matching row; a list without paging parameters answers its first page.',
      ...PROJECT,
    },
    servers: [{ url: '/', description: 'The server this document is served by (every path starts with /api/v1, or /sim for the simulator’s own calls).' }],
    tags: Object.entries({ ...AREA_DESCRIPTIONS, [SIM_TAG]: SIM_TAG_DESCRIPTION })
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: "The login's accessToken, sent as `Authorization: Bearer <token>`." } },
      schemas: { Failure: failureSchema() },
    },
  };
}
