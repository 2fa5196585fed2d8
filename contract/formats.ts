// Formats of contact and identity fields, shared by the server's schemas and the console's forms.
// Each rule's message is a problem key (field-problems.ts words it in the user's language); an
// empty text passes, so a field that is not required may stay empty.
import { z } from 'zod';
import { text } from './wire';

/** name@domain.tld, no spaces: what a mail can be sent to. */
export const EMAIL_PATTERN = /^$|^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** A Korean phone number: 02-123-4567, 031-1234-5678, 010-1234-5678, 1588-1234 (hyphens optional). */
export const PHONE_PATTERN = /^$|^(0\d{1,2}-?\d{3,4}-?\d{4}|1[5-9]\d{2}-?\d{4})$/;
/** The business registration number: 000-00-00000. */
export const BUSINESS_NUMBER_PATTERN = /^$|^\d{3}-\d{2}-\d{5}$/;
/** An employee card's UID as the readers send it: 8–20 hexadecimal digits. */
export const CARD_UID_PATTERN = /^[0-9A-Fa-f]{8,20}$/;

/**
 * A regex source matching a word in any case ('tc' → '[Tt][Cc]'). JSON Schema patterns (and so the
 * OpenAPI document) carry no flags, so a case-insensitive rule is spelled out instead of `/…/i`.
 */
export function anyCase(word: string): string {
  return [...word].map((c) => (c.toLowerCase() === c.toUpperCase() ? c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : `[${c.toUpperCase()}${c.toLowerCase()}]`)).join('');
}

export const emailText = text(200).regex(EMAIL_PATTERN, 'email');
export const phoneText = text(20).regex(PHONE_PATTERN, 'phone');
export const businessNumberText = text(12).regex(BUSINESS_NUMBER_PATTERN, 'businessNumber');
export const cardUid = z.string({ error: 'mustBeText' }).trim().regex(CARD_UID_PATTERN, 'cardUid');
