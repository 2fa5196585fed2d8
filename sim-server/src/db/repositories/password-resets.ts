// Password reset links: each is a random token mailed to the user, stored only as a hash, valid once
// until it expires (auth/password-reset.ts decides how long). Used and expired links are kept a while,
// so a late click is told "already used" or "expired" rather than "not valid".
import type { Db } from '../open';
import { tokenHash } from './sessions';

export interface PasswordResetRow {
  /** SHA-256 of the link's token. */
  tokenHash: string;
  userIdx: number;
  /** Real time, epoch ms. */
  createdAt: number;
  expiresAt: number;
  /** When the link was used, or ended by another link of the user being used; null while open. */
  usedAt: number | null;
}

/** How long an ended link is still recognised. */
const KEEP_ENDED_MS = 7 * 24 * 60 * 60 * 1000;

export function passwordResetRepository(db: Db) {
  return {
    create(token: string, userIdx: number, now: number, expiresAt: number): void {
      db.prepare('DELETE FROM password_resets WHERE expiresAt < ?').run(now - KEEP_ENDED_MS);
      db.prepare('INSERT INTO password_resets (tokenHash, userIdx, createdAt, expiresAt) VALUES (?, ?, ?, ?)').run(tokenHash(token), userIdx, now, expiresAt);
    },
    find(token: string): PasswordResetRow | undefined {
      return db.prepare('SELECT * FROM password_resets WHERE tokenHash = ?').get(tokenHash(token)) as PasswordResetRow | undefined;
    },
    /** Ends every open link of the user (one of them was just used). */
    endForUser(userIdx: number, now: number): void {
      db.prepare('UPDATE password_resets SET usedAt = ? WHERE userIdx = ? AND usedAt IS NULL').run(now, userIdx);
    },
  };
}
export type PasswordResetRepository = ReturnType<typeof passwordResetRepository>;
