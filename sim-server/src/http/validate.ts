// Validation with the contract's schemas; a failure names each field and its problem,
// e.g. `companyName: is required`.
import type { z } from 'zod';
import { FAILURE } from '../../../contract/index';
import { SimFailure } from './failure';

const MAX_ISSUES = 5;

export function validate<S extends z.ZodType>(schema: S, input: unknown, where: string): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new SimFailure(FAILURE.BAD_INPUT, { key: 'badInput', values: { detail: describeIssues(parsed.error.issues, input, where) } });
}

export function describeIssues(issues: readonly z.core.$ZodIssue[], input: unknown, where: string): string {
  const lines = issues.flatMap((issue) => {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => `${[...path, key].join('.')}: is not a known field`);
    const name = path.length ? path.join('.') : where;
    // zod reports a missing field as a wrong type (or, for an enum, a wrong option); say what the operator needs to hear.
    const missing = (issue.code === 'invalid_type' || issue.code === 'invalid_value') && path.length && valueAt(input, issue.path) === undefined;
    if (missing) return [`${name}: is required`];
    return [`${name}: ${issue.message}`];
  });
  const shown = lines.slice(0, MAX_ISSUES).join('; ');
  return lines.length > MAX_ISSUES ? `${shown}; … (${lines.length - MAX_ISSUES} more)` : shown;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
