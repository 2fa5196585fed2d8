// A list's filters as URL query parameters (pure): free text, or one of a fixed set of codes.
// Unknown or empty values read as absent, so a hand-edited URL never reaches the server.

/** 'text' for free text (trimmed), 'date' for a wire date (YYYY-MM-DD), or the codes a filter may take. */
export type FilterSpec = Record<string, 'text' | 'date' | readonly string[]>;
export type FilterValues<S extends FilterSpec> = {
  [K in keyof S]?: S[K] extends readonly (infer V)[] ? V : string;
};

/** A real calendar date written YYYY-MM-DD. */
export function isWireDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function readFilters<S extends FilterSpec>(params: URLSearchParams, spec: S): FilterValues<S> {
  const values: Record<string, string> = {};
  for (const [key, allowed] of Object.entries(spec)) {
    const raw = params.get(key)?.trim() ?? '';
    if (raw === '') continue;
    if (allowed === 'text' || (allowed === 'date' ? isWireDate(raw) : allowed.includes(raw))) values[key] = raw;
  }
  return values as FilterValues<S>;
}

/** A copy of `params` with `patch` applied (an empty or undefined value removes the parameter). */
export function writeFilters(params: URLSearchParams, patch: Record<string, string | undefined>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    const text = value?.trim() ?? '';
    if (text === '') next.delete(key);
    else next.set(key, text);
  }
  return next;
}
