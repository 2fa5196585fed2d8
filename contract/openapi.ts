// The OpenAPI 3.1 document of /api/v1, generated from the catalog (never written by hand): every
// endpoint's path parameters, body and success shape come from its zod schemas, converted to JSON
// Schema 2020-12, which OpenAPI 3.1 uses as is.
import { z } from 'zod';
import { API_BASE, catalog } from './catalog';
import type { EndpointDef } from './endpoint';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, UPLOAD_LIMIT_BYTES } from './constants';
import { FAILURE, failureResponse } from './wire';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Refinements (one-of-three targets, a day that fits its cycle) cannot be expressed; the shape can.
  const out = z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'any', io }) as JsonSchema;
  delete out.$schema;
  return out;
}

const FAILURE_REF = { $ref: '#/components/schemas/Failure' };

function successDescription(e: EndpointDef): string {
  return e.success === '0'
    ? "Answered. Success is result '0' (a string); any other result is a failure with a message."
    : 'Answered. Success is result 0 (a number); any other result is a failure with a message.';
}

function pathParameters(e: EndpointDef): unknown[] {
  const schema = jsonSchema(e.params, 'input') as { properties?: Record<string, JsonSchema> };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({ name, in: 'path', required: true, schema: property }));
}

function requestBody(e: EndpointDef): unknown {
  if (e.bodyKind === 'none') return undefined;
  const body = jsonSchema(e.body, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  if (e.bodyKind === 'multipart') {
    const file = { type: 'string', contentMediaType: 'application/octet-stream', description: `At most ${UPLOAD_LIMIT_BYTES} bytes.` };
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { ...body.properties, file }, required: [...(body.required ?? []), 'file'] },
        },
      },
    };
  }
  return { required: true, content: { 'application/json': { schema: body } } };
}

function responses(e: EndpointDef): Record<string, unknown> {
  const ok =
    e.responseKind === 'file'
      ? {
          description: 'The file with its original name (Content-Disposition); a failure answers JSON.',
          content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } }, 'application/json': { schema: FAILURE_REF } },
        }
      : { description: successDescription(e), content: { 'application/json': { schema: { anyOf: [jsonSchema(e.response, 'output'), FAILURE_REF] } } } };
  const out: Record<string, unknown> = { '200': ok };
  if (e.bodyKind !== 'none') out['400'] = { description: 'The body could not be read (not JSON, too large).', content: { 'application/json': { schema: FAILURE_REF } } };
  if (e.bodyKind === 'multipart') out['413'] = { description: 'The upload is larger than allowed.', content: { 'application/json': { schema: FAILURE_REF } } };
  if (e.auth) out['403'] = { description: 'No token, or a token the server never issued: the console signs out.', content: { 'application/json': { schema: FAILURE_REF } } };
  return out;
}

function operation(e: EndpointDef): Record<string, unknown> {
  const parameters = pathParameters(e);
  const body = requestBody(e);
  return {
    operationId: e.id,
    tags: [e.area],
    summary: e.summary,
    ...(e.specListed ? {} : { description: 'Ours: not among the calls of the product specification (see docs/decisions.md).' }),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(e),
    security: e.auth ? [{ bearer: [] }] : [],
    'x-success-result': e.success,
  };
}

export interface OpenApiOptions {
  version: string;
  /** Server URL the document points at (default: relative to where it is served). */
  serverUrl?: string;
}

/** The whole document. */
export function buildOpenApi({ version, serverUrl = API_BASE }: OpenApiOptions): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of catalog) (paths[e.path] ??= {})[e.method.toLowerCase()] = operation(e);
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
    },
    servers: [{ url: serverUrl }],
    tags: [...new Set(catalog.map((e) => e.area))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: "The login's accessToken, sent as `Authorization: Bearer <token>`." } },
      schemas: { Failure: jsonSchema(failureResponse, 'output') },
    },
  };
}
