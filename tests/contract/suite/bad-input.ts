// Bad input for any catalog endpoint, derived from its schemas: a path key that is not a number, a
// body field of the wrong type (a required one first), a body that is not JSON, or an upload
// without its file. A server must answer each with a failure result, never success, never a 5xx.
import { z } from 'zod';
import type { EndpointDef } from '../../../contract/index';
import type { CallInput } from './client';

export interface BadCase {
  label: string;
  input: Omit<CallInput, 'token'>;
}

type JsonSchema = { type?: string | string[]; enum?: unknown[]; anyOf?: JsonSchema[]; properties?: Record<string, JsonSchema>; required?: string[] };

/** A value no schema of this kind accepts. */
function wrongValueFor(schema: JsonSchema): unknown {
  if (schema.enum) return 'NOT_ONE_OF_THEM';
  const type = Array.isArray(schema.type) ? schema.type[0] : (schema.type ?? schema.anyOf?.find((s) => s.type !== 'null')?.type);
  switch (type) {
    case 'string':
      return 12345;
    case 'boolean':
    case 'array':
    case 'object':
      return 'not-a-value';
    default:
      return 'not-a-number';
  }
}

export function badCases(e: EndpointDef): BadCase[] {
  const cases: BadCase[] = [];
  const params = z.toJSONSchema(e.params, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
  const paramNames = Object.keys(params.properties ?? {});
  if (paramNames.length) {
    cases.push({ label: 'path key not a number', input: { params: Object.fromEntries(paramNames.map((n) => [n, 'abc'])) } });
    cases.push({ label: 'path key negative', input: { params: Object.fromEntries(paramNames.map((n) => [n, '-1'])) } });
  }
  if (e.bodyKind === 'json') {
    const body = z.toJSONSchema(e.body, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
    const names = Object.keys(body.properties ?? {});
    const field = body.required?.[0] ?? names[0];
    if (field) cases.push({ label: `wrong type for ${field}`, input: { body: { [field]: wrongValueFor(body.properties![field]!) } } });
    cases.push({ label: 'body not JSON', input: { rawBody: '{"unfinished":' } });
  }
  if (e.bodyKind === 'multipart') cases.push({ label: 'upload without fields or file', input: { body: {} } });
  return cases;
}
