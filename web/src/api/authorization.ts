// The `Authorization: Bearer …` of every later call, set on login and removed on logout. Kept apart
// from the axios instance (client.ts), which arrives with the first call rather than with the
// sign-in form; the instance reads it on every request.
let authorization: string | null = null;

/** Set (on login) or remove (on logout) the bearer header of every later call. */
export function setAuthorization(token: string | null): void {
  authorization = token || null;
}

export function currentAuthorization(): string | null {
  return authorization;
}
