// Bad input for any catalog endpoint, derived from its schemas: path keys that are not positive
// whole numbers in plain digits (0x1, ' 1', 1e0, +1, 1.0, 01 are not record 1, in a path or an
// upload's key field), a body field of the wrong type, required fields missing, an unknown field, a huge
// string, a negative key, a body that is an array or null or not JSON, an upload without its
// fields and file (with a hostile file name). A server must answer each with a failure result and a
// message, never success, never a 5xx — and change nothing.
import { z } from 'zod';
import type { EndpointDef } from '../contract/index';
import type { CallInput } from './client';

export interface BadCase {
  label: string;
  input: Omit<CallInput, 'token'>;
}

type JsonSchema = { type?: string | string[]; enum?: unknown[]; anyOf?: JsonSchema[]; properties?: Record<string, JsonSchema>; required?: string[] };

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : (schema.type ?? schema.anyOf?.find((s) => s.type !== 'null')?.type));

/** A value no schema of this kind accepts. */
function wrongValueFor(schema: JsonSchema): unknown {
  if (schema.enum) return 'NOT_ONE_OF_THEM';
  switch (typeOf(schema)) {
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

const HUGE = 'x'.repeat(100_000);
/** Record 1 in spellings other than its plain digits (a space arrives as %20). */
export const NOT_PLAIN_ONE = ['0x1', ' 1', '1 ', '1e0', '+1', '1.0', '01'];
export const HOSTILE_FILE_NAMES = ['../../etc/passwd', '..\\..\\boot.ini', 'nul\u0000byte.txt', '\u202Etxt.exe', `${'a'.repeat(300)}.pdf`];

export function badCases(e: EndpointDef): BadCase[] {
  const cases: BadCase[] = [];
  const params = z.toJSONSchema(e.params, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
  const paramNames = Object.keys(params.properties ?? {});
  const withParams = (value: string) => Object.fromEntries(paramNames.map((n) => [n, value]));
  if (paramNames.length) {
    // The last ones are 1 written otherwise: a server that reads them as record 1 acts on it.
    for (const value of ['abc', '-1', '0', '1.5', '99999999999999999999', ...NOT_PLAIN_ONE]) cases.push({ label: `path key ${JSON.stringify(value)}`, input: { params: withParams(value) } });
  }
  // Path keys of a real-looking record, so only the body is wrong.
  const base = paramNames.length ? { params: withParams('1') } : {};
  if (e.bodyKind === 'json') {
    const body = z.toJSONSchema(e.body, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
    const props = body.properties ?? {};
    const names = Object.keys(props);
    const field = body.required?.[0] ?? names[0];
    if (field) cases.push({ label: `wrong type for ${field}`, input: { ...base, body: { [field]: wrongValueFor(props[field]!) } } });
    if (body.required?.length) cases.push({ label: 'required fields missing', input: { ...base, body: {} } });
    cases.push({ label: 'unknown field', input: { ...base, body: { zzNotAField: true } } });
    const text = names.find((n) => typeOf(props[n]!) === 'string' && !props[n]!.enum);
    if (text) cases.push({ label: `huge ${text}`, input: { ...base, body: { [text]: HUGE } } });
    const key = names.find((n) => typeOf(props[n]!) === 'integer');
    if (key) cases.push({ label: `negative ${key}`, input: { ...base, body: { [key]: -1 } } });
    cases.push({ label: 'body an array', input: { ...base, body: [] } });
    cases.push({ label: 'body null', input: { ...base, rawBody: 'null' } });
    cases.push({ label: 'body not JSON', input: { ...base, rawBody: '{"unfinished":' } });
  }
  if (e.bodyKind === 'multipart') {
    cases.push({ label: 'upload without fields or file', input: { body: {} } });
    for (const name of HOSTILE_FILE_NAMES.slice(0, 2)) cases.push({ label: `upload named ${JSON.stringify(name)} without fields`, input: { body: {}, file: { name, type: 'text/plain', bytes: new Uint8Array([65]) } } });
    // Every field right but its key, written as record 1 otherwise.
    const form = z.toJSONSchema(e.body, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
    const fields = Object.entries(form.properties ?? {});
    const choices = Object.fromEntries(fields.filter(([, f]) => f.enum).map(([name, f]) => [name, String(f.enum!.at(-1))]));
    for (const [key] of fields.filter(([, f]) => !f.enum)) {
      cases.push({ label: `upload for ${key} "0x1"`, input: { body: { ...choices, [key]: '0x1' }, file: { name: 'a.txt', type: 'text/plain', bytes: new Uint8Array([65]) } } });
    }
  }
  return cases;
}
