// Business constants of spec §9.
export const DATE_FORMAT = 'YYYY.MM.DD';
export const DATE_TIME_FORMAT = 'YYYY.MM.DD HH:mm';
export const DATE_TIME_SECONDS_FORMAT = 'YYYY.MM.DD HH:mm:ss';
/** Promotion and product master lists. */
export const LIST_DATE_FORMAT = 'YYYY-MM-DD';
/** Wire formats (ours). */
export const WIRE_DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const WIRE_DATE_FORMAT = 'YYYY-MM-DD';

export const API_CACHE = { ttlMs: 5 * 60 * 1000, maxEntries: 100, enabledByDefault: false } as const;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Prefix of the token in the Authorization header and in session storage. */
export const BEARER_PREFIX = 'Bearer ';
/** Session storage key of the signed-in user (product-specific). */
export const SESSION_STORAGE_KEY = 'kiosk-console.session';
/** Local storage key of the auto-login record. */
export const AUTO_LOGIN_STORAGE_KEY = 'kiosk-console.auto-login';
/** Local storage key used to broadcast logout / request-login-info between tabs. */
export const TAB_SIGNAL_STORAGE_KEY = 'kiosk-console.tab-signal';
/** Request timeout (the spec does not give one; ours). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Runtime config endpoint the console reads to learn Simulator vs Live. */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';
/** Largest file one upload may carry (users' documents, product images and attachments). */
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;
/**
 * The most rows one list call answers (every `data.list` of the catalog), and so the largest `size`
 * a list request may ask for. A call without `size` gets pages of this many (DEFAULT_PAGE_SIZE).
 */
export const MAX_PAGE_SIZE = 1000;
/**
 * Rows of a page when a list request gives no `size`: the maximum, so a list that fits one page
 * still answers whole to a client that does not page, and a longer one answers its first page and
 * the totalCount of all (docs/decisions.md).
 */
export const DEFAULT_PAGE_SIZE = MAX_PAGE_SIZE;
