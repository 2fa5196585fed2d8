// Password reset links: a reset request mails a link to the console's find-password screen carrying
// a random token; the password changes only when the token comes back (auth.resetPasswordConfirm),
// once, within RESET_LINK_TTL_MS of real time. Only a hash of the token is stored.
import { randomBytes } from 'node:crypto';
import type { PasswordResetRow } from '../db/repositories/password-resets';
import type { Repositories } from '../db/repositories/index';
import { fail } from '../failure';

/** Long enough to open a mail and choose a password; short enough that an old mail is worth little. */
export const RESET_LINK_TTL_MS = 30 * 60 * 1000;
export const RESET_LINK_TTL_MINUTES = RESET_LINK_TTL_MS / 60_000;

/** The console's screen that sets the new password (web: features/auth/FindPasswordPage). */
const RESET_PAGE = '/auth/find-password';

/** Stores a new link for the user and answers it, on the console's public address (http/public-url.ts publicOrigin). */
export function issueResetLink(repos: Repositories, origin: string, userIdx: number, nowMs: number): string {
  const token = randomBytes(32).toString('hex');
  repos.passwordResets.create(token, userIdx, nowMs, nowMs + RESET_LINK_TTL_MS);
  return `${origin}${RESET_PAGE}?token=${token}`;
}

/** The link of a token if it can still be used at `nowMs`; otherwise refuses, saying why. */
export function openResetLink(repos: Repositories, token: string, nowMs: number): PasswordResetRow {
  const link = repos.passwordResets.find(token) ?? fail.rejected('resetLinkUnknown');
  if (link.usedAt !== null) fail.rejected('resetLinkUsed');
  if (link.expiresAt <= nowMs) fail.rejected('resetLinkExpired', { minutes: RESET_LINK_TTL_MINUTES });
  return link;
}
