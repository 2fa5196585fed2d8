// Open API keys: random, shown in full once, then only masked. Only a SHA-256 hash and the last
// 4 characters are stored; a fast hash is enough for 128 random bits (nothing to guess from).
import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '../db/repositories/open-api';

/** 'kc_live_' + 32 hex digits. */
export function newApiKey(): string {
  return API_KEY_PREFIX + randomBytes(16).toString('hex');
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
