// Why the server ended a session before its time, in one place for the simulator, the catalog's
// failure shape and the console's sign-in page (no zod here: the console's first chunk reads it).
import type { MessageKey } from './messages';

/**
 * Why the server ended a session before its time (an expired answer names it as `sessionEnd`): a
 * class made (everyone but the trainer), a class ended (its trainees), a world reset or a tour's
 * fresh world (everyone but the one who asked), "end every session now".
 */
export const SESSION_END_REASONS = ['classStarted', 'classEnded', 'worldReset', 'tourStarted', 'everyone'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** The message (contract/messages.ts) that tells a user why their session was ended. */
export const SESSION_END_MESSAGES = {
  classStarted: 'sessionEndClassStarted',
  classEnded: 'sessionEndClassEnded',
  worldReset: 'sessionEndWorldReset',
  tourStarted: 'sessionEndTourStarted',
  everyone: 'sessionEndEveryone',
} as const satisfies Record<SessionEndReason, MessageKey>;
