// Joining string tables that hold different keys of one language (ko-signin.ts + ko-console.ts).

/** The type of two tables joined key by key, groups joined group by group. */
export type Joined<A, B> = {
  [K in keyof A | keyof B]: K extends keyof A ? (K extends keyof B ? Joined<A[K], B[K]> : A[K]) : K extends keyof B ? B[K] : never;
};

const isGroup = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Two tables joined: groups present in both are joined recursively; a key in both must not be a string in both. */
export function joinStrings<A extends object, B extends object>(a: A, b: B): Joined<A, B> {
  const out: Record<string, unknown> = { ...(a as Record<string, unknown>) };
  for (const [key, value] of Object.entries(b)) {
    const mine = out[key];
    if (mine === undefined) out[key] = value;
    else if (isGroup(mine) && isGroup(value)) out[key] = joinStrings(mine, value);
    else throw new Error(`strings: '${key}' is in both tables`);
  }
  return out as Joined<A, B>;
}
