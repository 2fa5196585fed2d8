// Spec §8 session rule, decided here and acted on by whoever registers (app/session.ts):
// HTTP 403, or a failed result whose message says expired / not authorized, ends the session.
type SessionLostHandler = (sentAuthorization: string | null) => void;

let handler: SessionLostHandler = () => undefined;

export function onSessionLost(fn: SessionLostHandler): void {
  handler = fn;
}

export function isSessionEndMessage(message: string): boolean {
  return /expired|not authorized/i.test(message);
}

/** `sentAuthorization` is the header the failing request carried, so a late answer to an old session is ignored. */
export function reportSessionLost(sentAuthorization: string | null): void {
  handler(sentAuthorization);
}
