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
/** Length of a password a user chooses (new user, change, reset): the catalog and the console check it. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 100;
