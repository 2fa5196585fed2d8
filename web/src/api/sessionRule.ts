// Spec §8 session rule, decided here and acted on by whoever registers (core/session.ts):
// HTTP 403, or a failed result whose message says expired / not authorized, ends the session.
// An expired answer for a session the server ended names why (`sessionEnd`), passed on with it.
import { SESSION_END_REASONS, type SessionEndReason } from '@contract/session-end';

type SessionLostHandler = (sentAuthorization: string | null, reason: SessionEndReason | null) => void;

let handler: SessionLostHandler = () => undefined;

export function onSessionLost(fn: SessionLostHandler): void {
  handler = fn;
}

export function isSessionEndMessage(message: string): boolean {
  return /expired|not authorized/i.test(message);
}

/** Why the server ended the session, as a failed answer's body says (null: it does not say, or says what this console does not know). */
export function sessionEndOf(body: unknown): SessionEndReason | null {
  const reason = body !== null && typeof body === 'object' ? (body as { sessionEnd?: unknown }).sessionEnd : undefined;
  return (SESSION_END_REASONS as readonly unknown[]).includes(reason) ? (reason as SessionEndReason) : null;
}

/** `sentAuthorization` is the header the failing request carried, so a late answer to an old session is ignored. */
export function reportSessionLost(sentAuthorization: string | null, reason: SessionEndReason | null = null): void {
  handler(sentAuthorization, reason);
}
