// Business constants of spec §9.
export const DATE_FORMAT = 'YYYY.MM.DD';
export const DATE_TIME_FORMAT = 'YYYY.MM.DD HH:mm';
export const DATE_TIME_SECONDS_FORMAT = 'YYYY.MM.DD HH:mm:ss';
/** A whole month (sales by month), in the same style (ours: the spec names no month format). */
export const MONTH_FORMAT = 'YYYY.MM';
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
/** Session storage: why the server ended this tab's last session (the sign-in page says it until the next sign-in, a reload included). */
export const SESSION_END_STORAGE_KEY = 'kiosk-console.session-end';
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

/**
 * Business bounds of every money, count and stock figure a client sends (docs/decisions.md,
 * "Limits"): what a kiosk business can mean, and small enough that no sum the reports make leaves
 * the safe integer range (Number.MAX_SAFE_INTEGER = 2^53 − 1 ≈ 9.007 × 10^15):
 * - one door session takes at most doorItems × doorItemUnits = 200 units (the fleet's customers take
 *   0–3), so a payment is at most 200 × priceWon = 2 × 10^9 won (MAX_PAYMENT_WON);
 * - a sum of payments stays exact up to 9.007 × 10^15 / 2 × 10^9 ≈ 4.5 million payments that are
 *   every one the dearest basket possible; the large world holds 1 million payments of 1–3 units
 *   at ordinary prices (≈ 10^10 won in all). Gross profit (net sales − cost × units) is bounded alike;
 * - stock: a placement holds at most stockUnits (below an Int32's 2^31 − 1), a
 *   sum over the largest fleet's 10,000 devices × traysPerDevice placements at most 5 × 10^10.
 * A row beyond them (written before they existed) is left out of an answer with a note, never a 500.
 */
export const LIMITS = {
  /** A unit price or cost in won: list price, kiosk price, cost, promotion price. */
  priceWon: 10_000_000,
  /** Welfare points an employee card is given at each reset (a point is a won). */
  points: 10_000_000,
  /** Units one placement holds (a tray's product, a device's off-tray or a warehouse's stock); also the most one order line or one move carries. */
  stockUnits: 100_000,
  /** Lines of one purchase order. */
  orderLines: 200,
  /** Rows of one inventory save. */
  inventoryRows: 1000,
  /** RATE promotions: whole percent off. */
  promotionRateMin: 1,
  promotionRateMax: 100,
  /** COUNT promotions: buy at most this many, get at most this many more free. */
  promotionUnits: 100,
  /** Trays of one device, and the units one tray is built for. */
  traysPerDevice: 50,
  trayCapacity: 500,
  /** Shelf life of a product in days (ten years). */
  shelfLifeDays: 3650,
  /** One door session through the cockpit: products taken, units of each. */
  doorItems: 10,
  doorItemUnits: 20,
} as const;

/** The largest payment one door session can make: every unit it may take at the highest price. */
export const MAX_PAYMENT_WON = LIMITS.priceWon * LIMITS.doorItems * LIMITS.doorItemUnits;
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

/**
 * Where the dashboard draws its lines (the console shows them beside the figures). Here, beside no
 * zod, so the dashboard's figures load no schema.
 */
export const DASHBOARD_LIMITS = {
  /** A product on a device tray with at most this many units is low on stock. */
  lowStock: 2,
  /** A device whose latest temperature is above this (°C) is too warm. */
  temperatureAlertC: 5,
  /** Stock expiring today or within this many days is expiring soon. */
  expiringWithinDays: 2,
} as const;
