// Migrations 7 onward. Never edit an applied migration: add a new one at the end of this list
// (start a new file when this one nears 600 lines, and add it to ../migrations.ts).
import { DEVICE_FIGURES_FILL, DEVICE_FIGURE_COLUMNS, DEVICE_FIGURE_TRIGGERS } from '../device-figures';
import { SALES_DAYS_FILL, SALES_DAYS_TABLE, SALES_DAYS_TRIGGERS } from '../sales-days';
import { historyGuard, stamps, type Migration } from './parts';

export const LATER_MIGRATIONS: readonly Migration[] = [
  {
    version: 7,
    name: 'product training: what each AI fridge’s vision model knows and is learning',
    // A training row is a product a device's model does not recognise yet: PENDING waits, TRAINING
    // learns from startedAt until dueAt; learntMs keeps what earlier runs learnt (a pause keeps it).
    // Once learnt the row goes, the product joins device_model_products and the model's build grows.
    // A database from before this version: its fridges know the products they hold.
    sql: `
      CREATE TABLE product_trainings (
        productTrainingIdx INTEGER PRIMARY KEY AUTOINCREMENT,
        deviceIdx INTEGER NOT NULL REFERENCES devices(deviceIdx) ON DELETE CASCADE,
        productIdx INTEGER NOT NULL REFERENCES products(productIdx) ON DELETE CASCADE,
        trainingStatusCode TEXT NOT NULL CHECK (trainingStatusCode IN ('TRAINING_PENDING', 'TRAINING')),
        trainingMs INTEGER NOT NULL CHECK (trainingMs > 0),
        learntMs INTEGER NOT NULL DEFAULT 0 CHECK (learntMs >= 0 AND learntMs < trainingMs),
        startedAt TEXT, dueAt TEXT, ${stamps},
        UNIQUE (deviceIdx, productIdx),
        CHECK ((trainingStatusCode = 'TRAINING') = (startedAt IS NOT NULL)),
        CHECK ((startedAt IS NULL) = (dueAt IS NULL)));
      CREATE INDEX product_trainings_product ON product_trainings(productIdx);
      CREATE INDEX product_trainings_due ON product_trainings(dueAt) WHERE dueAt IS NOT NULL;
      CREATE TABLE device_models (
        deviceIdx INTEGER PRIMARY KEY REFERENCES devices(deviceIdx) ON DELETE CASCADE,
        build INTEGER NOT NULL CHECK (build >= 0),
        lastTrainedAt TEXT, updatedDate TEXT NOT NULL);
      CREATE TABLE device_model_products (
        deviceIdx INTEGER NOT NULL REFERENCES devices(deviceIdx) ON DELETE CASCADE,
        productIdx INTEGER NOT NULL REFERENCES products(productIdx) ON DELETE CASCADE,
        learntAt TEXT NOT NULL,
        PRIMARY KEY (deviceIdx, productIdx)) WITHOUT ROWID;
      CREATE INDEX device_model_products_product ON device_model_products(productIdx);
      INSERT INTO device_model_products (deviceIdx, productIdx, learntAt)
        SELECT m.deviceIdx, m.productIdx, MIN(m.createdDate) FROM product_mappings m JOIN devices v ON v.deviceIdx = m.deviceIdx
        WHERE v.deviceType = 'AI_FRIDGE' AND m.removedDate IS NULL GROUP BY m.deviceIdx, m.productIdx;
      INSERT INTO device_models (deviceIdx, build, lastTrainedAt, updatedDate)
        SELECT deviceIdx, COUNT(*), MAX(learntAt), MAX(learntAt) FROM device_model_products GROUP BY deviceIdx;
    `,
  },
  {
    version: 8,
    name: 'fleet-size lists: payments by state, payment lines by product name',
    // A million payments: the state filter counts from an index instead of a scan, and the keyword
    // finds product names among the few distinct ones (a skip scan of this index) before the lines.
    sql: `
      CREATE INDEX payments_state ON payments(state, approveAt);
      CREATE INDEX payment_lines_name ON payment_lines(productName, paymentIdx);
    `,
  },
  {
    version: 9,
    name: 'fleet-size lists: payments by mode, devices newest first',
    // The payment mode filter (card, app, points) in a period counts from an index, not one row
    // look-up per payment of the period; a page of the device list, newest first, walks an index
    // instead of sorting every device.
    sql: `
      CREATE INDEX payments_mode ON payments(paymentMode, approveAt);
      CREATE INDEX devices_created ON devices(createdDate);
    `,
  },
  {
    version: 10,
    name: 'sessions keep only a hash of their token',
    // A copied database file must not hand out live bearer tokens. The tokens stored so far cannot
    // be hashed in SQL, so those sessions end: their users sign in again.
    sql: `
      DELETE FROM sessions;
    `,
  },
  {
    version: 11,
    name: 'sessions found by expiry',
    // Each sign-in drops the sessions expired for over a week: from an index, not a scan of every
    // session ever issued (a scan cost most of a sign-in once tens of thousands had piled up).
    sql: `
      CREATE INDEX sessions_expiry ON sessions(expiresAt);
    `,
  },
  {
    version: 12,
    name: 'stock sorted along indexes',
    // A page of the whole fleet's stock sorted by a product, device or division column walks that
    // table's index in order and each row's placements (inventory.ts, STOCK_SORTS' walks); sorted by
    // a placement's own column it walks a partial index of the placements in stock. Either way no
    // sort of every row: the middle page of 99,462 rows no longer sorts half of them.
    sql: `
      CREATE INDEX products_name ON products(productName);
      CREATE INDEX products_barcode_sort ON products(NULLIF(barcode, ''));
      CREATE INDEX products_category_sort ON products(NULLIF(category, ''));
      CREATE INDEX devices_name ON devices(deviceName);
      CREATE INDEX divisions_name ON divisions(divisionName);
      CREATE INDEX product_mappings_price ON product_mappings(price) WHERE removedDate IS NULL;
      CREATE INDEX product_mappings_stock ON product_mappings(stock) WHERE removedDate IS NULL;
      CREATE INDEX product_mappings_expiry ON product_mappings(expiredDate) WHERE removedDate IS NULL;
      CREATE INDEX product_mappings_created ON product_mappings(createdDate) WHERE removedDate IS NULL;
      CREATE INDEX product_mappings_updated ON product_mappings(updatedDate) WHERE removedDate IS NULL;
    `,
  },
  {
    version: 13,
    name: 'stock walked by tray number',
    // Sorted by tray number, the whole fleet's stock walks the trays in that order (ties by tray):
    // the middle page of 100,000 rows no longer sorts half of them.
    sql: `
      CREATE INDEX trays_no ON trays(trayNo);
    `,
  },
  {
    version: 14,
    name: 'journals of changed sales and shelves',
    // Journals for the reports' in-memory copy of the sales, gone since: migration 24 drops what this made.
    sql: '',
  },
  {
    version: 15,
    name: 'placements counted along an index',
    // The whole fleet's stock list counts its placements (on a device, not removed) from this index:
    // 1.7 ms instead of 5–7 for 99,462, on every page worked out afresh.
    sql: `
      CREATE INDEX product_mappings_placed ON product_mappings(deviceIdx) WHERE removedDate IS NULL AND deviceIdx IS NOT NULL;
    `,
  },
  {
    version: 16,
    name: 'password reset links',
    // A reset mails a link; the password changes only when it is used (repositories/password-resets.ts).
    // Only a SHA-256 hash of each link's token is kept, as for sessions. Times are real-time epoch ms.
    sql: `
      CREATE TABLE password_resets (
        tokenHash TEXT PRIMARY KEY,
        userIdx INTEGER NOT NULL REFERENCES users(userIdx) ON DELETE CASCADE,
        createdAt INTEGER NOT NULL, expiresAt INTEGER NOT NULL, usedAt INTEGER);
      CREATE INDEX password_resets_user ON password_resets(userIdx);
      CREATE INDEX password_resets_expiry ON password_resets(expiresAt);
    `,
  },
  {
    version: 17,
    name: 'history outlives what it belongs to: archived companies, divisions and devices; guards against erasing history',
    // Deleting a company, division or device archives it (archivedDate): it leaves every list,
    // selector, count and the fleet, while the payments, orders, door sessions… that name it keep
    // their rows and their figures. An archived device keeps its serial number (the history lists
    // show and search it); an archived company frees its business number for a company that comes
    // back. The triggers named HISTORY_GUARD_PREFIX… refuse any DELETE that would erase history,
    // a cascade from a parent included: no code path, however wrong, loses yesterday's revenue.
    // A world reset sets them aside while it replaces everything (world/seed.ts).
    sql: `
      ALTER TABLE companies ADD COLUMN archivedDate TEXT;
      ALTER TABLE divisions ADD COLUMN archivedDate TEXT;
      ALTER TABLE devices ADD COLUMN archivedDate TEXT;
      DROP INDEX companies_business_number;
      CREATE UNIQUE INDEX companies_business_number ON companies(businessNumber) WHERE businessNumber <> '' AND archivedDate IS NULL;
      ${['payments', 'payment_lines', 'door_opens', 'product_transactions', 'product_orders', 'employee_point_logs', 'fault_notices', 'self_checks']
        .map((table) => historyGuard(table, `'${table} are history and are never deleted (archive what they belong to instead)'`))
        .join('\n')}
      ${historyGuard('promotions', `'a promotion that priced sales is history and is never deleted (end it instead)'`, 'EXISTS (SELECT 1 FROM payment_lines WHERE promotionIdx = OLD.promotionIdx)')}
    `,
  },
  {
    version: 18,
    name: 'journals watch what the reports copy',
    // Journals for the reports' in-memory copy of the sales, gone since: migration 24 drops what this made.
    sql: '',
  },
  {
    version: 19,
    name: 'par levels and staff routes',
    // Staff fill each product up to its par level (fleet/replenishment.ts). Each company's van runs
    // one route: it loads at the warehouse (stopNo 0, whose visits are the supplier's deliveries,
    // the last one in lastVisitAt) and serves the stores and sites in stopNo order at visitMinutes
    // (KST minutes of the day, a JSON array), weekdays only where weekdaysOnly.
    sql: `
      ALTER TABLE product_mappings ADD COLUMN parLevel INTEGER CHECK (parLevel IS NULL OR parLevel > 0);
      CREATE TABLE restock_routes (
        divisionIdx INTEGER PRIMARY KEY REFERENCES divisions(divisionIdx) ON DELETE CASCADE,
        sourceDivisionIdx INTEGER REFERENCES divisions(divisionIdx) ON DELETE SET NULL,
        routeNo INTEGER NOT NULL, stopNo INTEGER NOT NULL,
        visitMinutes TEXT NOT NULL, weekdaysOnly INTEGER NOT NULL CHECK (weekdaysOnly IN (0, 1)),
        lastVisitAt TEXT);
    `,
  },
  {
    version: 20,
    name: 'a classroom: trainees with sandbox companies',
    // At most one class runs (classroomIdx 1). Each trainee has a sandbox company copied from the
    // template (classroom/sandbox.ts). initialPassword is the trainee's random first password, kept
    // to reprint the sign-in cards for ADMIN; it goes with the class. vars: what the course's tasks
    // name in this sandbox. World tables: a world reset ends the class.
    sql: `
      CREATE TABLE classrooms (
        classroomIdx INTEGER PRIMARY KEY CHECK (classroomIdx = 1),
        templateCompanyIdx INTEGER NOT NULL REFERENCES companies(companyIdx),
        createdByUserIdx INTEGER REFERENCES users(userIdx) ON DELETE SET NULL,
        createdAt INTEGER NOT NULL, createdSimAt TEXT NOT NULL);
      CREATE TABLE classroom_trainees (
        userIdx INTEGER PRIMARY KEY REFERENCES users(userIdx) ON DELETE CASCADE,
        traineeNo INTEGER NOT NULL UNIQUE,
        companyIdx INTEGER NOT NULL UNIQUE REFERENCES companies(companyIdx),
        initialPassword TEXT NOT NULL,
        vars TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(vars)),
        resets INTEGER NOT NULL DEFAULT 0, lastResetAt TEXT,
        sandboxSimAt TEXT NOT NULL);
    `,
  },
  {
    version: 21,
    name: 'a classroom: its course, the trainees\' progress and answers',
    // courseId: the class's course (fixtures/courses/<id>.json), null when none was loaded. A
    // progress row latches an exercise done (doneAt simulated, doneWallAt real time); answers keeps
    // every answer a trainee tried at a finding task, wrong ones too. Both go with the trainee.
    sql: `
      ALTER TABLE classrooms ADD COLUMN courseId TEXT;
      CREATE TABLE classroom_progress (
        userIdx INTEGER NOT NULL REFERENCES classroom_trainees(userIdx) ON DELETE CASCADE,
        exerciseId TEXT NOT NULL,
        doneAt TEXT NOT NULL, doneWallAt INTEGER NOT NULL,
        answer TEXT,
        PRIMARY KEY (userIdx, exerciseId)) WITHOUT ROWID;
      CREATE TABLE classroom_answers (
        answerIdx INTEGER PRIMARY KEY,
        userIdx INTEGER NOT NULL REFERENCES classroom_trainees(userIdx) ON DELETE CASCADE,
        exerciseId TEXT NOT NULL, answer TEXT NOT NULL,
        correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
        at TEXT NOT NULL, wallAt INTEGER NOT NULL);
      CREATE INDEX classroom_answers_by_exercise ON classroom_answers (userIdx, exerciseId);
    `,
  },
  {
    version: 22,
    name: 'sessions the server ended, with the reason',
    // A session the server ends (a class made or ended, a world replaced, "end every session") moves
    // here, so its token answers "expired" with the reason rather than "invalid". No key to users: a
    // trainee's account goes with its class, and a replaced world has new users. Not a world table:
    // it outlives a world reset (worldTables). Kept as long as an expired session is.
    sql: `
      CREATE TABLE ended_sessions (token TEXT PRIMARY KEY, reason TEXT NOT NULL, endedAt INTEGER NOT NULL) WITHOUT ROWID;
      CREATE INDEX ended_sessions_by_time ON ended_sessions (endedAt);
    `,
  },
  {
    version: 23,
    name: 'a class being made',
    // A class is made one trainee at a time (other requests are answered between them): making = 1
    // until the last sandbox is in. A class found half-made at start (the process stopped) is removed.
    sql: `ALTER TABLE classrooms ADD COLUMN making INTEGER NOT NULL DEFAULT 0 CHECK (making IN (0, 1));`,
  },
  {
    version: 24,
    name: 'reports read the tables: no copy of the sales, no journals; covering indexes for the sums',
    // Reports are SQL over the tables (docs/decisions.md): the copy's journals and triggers go; the sums read
    // two covering indexes, not the rows (large world: six months' revenue 3.1 to 0.6 s, product sales 3.5 to 1.3 s).
    sql: `
      CREATE INDEX payments_sales ON payments(approveAt, deviceIdx, provider, approveResult, amount, refundAmount);
      CREATE INDEX payment_lines_sales ON payment_lines(paymentIdx, productIdx, count, refundCount, amount, refundAmount);
      ${['payments', 'payment_lines', 'product_mappings'].flatMap((t) => [`copy_${t}_changed`, `copy_${t}_rekeyed`, `copy_${t}_deleted`])
        .concat('payments_sales_changed', 'payment_lines_sales_changed', 'product_mappings_shelf_changed').map((name) => `DROP TRIGGER IF EXISTS ${name};`).join(' ')}
      DROP TABLE IF EXISTS sales_changes; DROP TABLE IF EXISTS line_changes; DROP TABLE IF EXISTS shelf_changes;
    `,
  },
  {
    version: 25,
    name: 'sales per device and day, kept by triggers (db/sales-days.ts)',
    sql: [SALES_DAYS_TABLE, ...SALES_DAYS_TRIGGERS, SALES_DAYS_FILL].join('\n'),
  },
  {
    version: 26,
    name: 'the device list in its default order, devices in use alone',
    sql: `CREATE INDEX devices_in_use_created ON devices(createdDate, deviceIdx) WHERE archivedDate IS NULL;`,
  },
  {
    version: 27,
    name: 'the archived devices, so the devices in use are counted as all of them less these',
    sql: `CREATE INDEX devices_archived ON devices(deviceIdx) WHERE archivedDate IS NOT NULL;`,
  },
  {
    version: 28,
    name: 'a temperature reading says whether it was taken in a defrost',
    // Readings in a defrost or its pull-down (alarms held) are flagged, so the dashboard counts only
    // excursions that are not defrosts and the chart shades defrosts.
    sql: `ALTER TABLE temperature_samples ADD COLUMN defrost INTEGER NOT NULL DEFAULT 0 CHECK (defrost IN (0, 1));`,
  },
  {
    version: 29,
    name: 'payments by approval number, for a lookup from a receipt',
    // The payment list's keyword matches a receipt's approval number whole: one seek, not a scan.
    sql: `CREATE INDEX payments_approve_no ON payments(approveNo) WHERE approveNo IS NOT NULL;`,
  },
  {
    version: 30,
    name: 'each device keeps its tray count, open fault count and latest temperature, kept by triggers (db/device-figures.ts)',
    sql: [DEVICE_FIGURE_COLUMNS, ...DEVICE_FIGURE_TRIGGERS, DEVICE_FIGURES_FILL].join('\n'),
  },
];
