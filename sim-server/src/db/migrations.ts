// Numbered schema migrations. Columns are named like the contract's entity fields, so rows
// read back as entities without a mapping layer. Never edit an applied migration: add one.
// Plain better-sqlite3 here: db/open.ts opens the database and runs these, so this file cannot import it.
import type Database from 'better-sqlite3';

interface Migration {
  version: number;
  name: string;
  sql: string;
}

const stamps = `createdDate TEXT NOT NULL, updatedDate TEXT NOT NULL`;

/** Name prefix of the triggers that refuse to erase history (migration 17). */
export const HISTORY_GUARD_PREFIX = 'history_guard_';

/** A BEFORE DELETE trigger on `table` that aborts with `message` (an SQL string), when `condition` holds. */
function historyGuard(table: string, message: string, condition?: string): string {
  return `CREATE TRIGGER ${HISTORY_GUARD_PREFIX}${table} BEFORE DELETE ON ${table} ${condition ? `WHEN ${condition} ` : ''}BEGIN SELECT RAISE(ABORT, ${message}); END;`;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'organisation, devices, products, users, sessions, outbox',
    sql: `
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE companies (
        companyIdx INTEGER PRIMARY KEY AUTOINCREMENT,
        companyName TEXT NOT NULL, businessNumber TEXT NOT NULL DEFAULT '', ceoName TEXT NOT NULL DEFAULT '',
        phone TEXT NOT NULL DEFAULT '', email TEXT NOT NULL DEFAULT '', zipCode TEXT NOT NULL DEFAULT '',
        address TEXT NOT NULL DEFAULT '', addressDetail TEXT NOT NULL DEFAULT '', provider TEXT,
        memo TEXT NOT NULL DEFAULT '', ${stamps});
      CREATE UNIQUE INDEX companies_business_number ON companies(businessNumber) WHERE businessNumber <> '';
      CREATE TABLE divisions (
        divisionIdx INTEGER PRIMARY KEY AUTOINCREMENT,
        companyIdx INTEGER NOT NULL REFERENCES companies(companyIdx),
        divisionName TEXT NOT NULL,
        divisionType TEXT NOT NULL CHECK (divisionType IN ('STORE', 'SITE', 'WAREHOUSE')),
        phone TEXT NOT NULL DEFAULT '', managerName TEXT NOT NULL DEFAULT '', zipCode TEXT NOT NULL DEFAULT '',
        address TEXT NOT NULL DEFAULT '', addressDetail TEXT NOT NULL DEFAULT '', ${stamps});
      CREATE INDEX divisions_company ON divisions(companyIdx);
      CREATE TABLE devices (
        deviceIdx INTEGER PRIMARY KEY AUTOINCREMENT,
        divisionIdx INTEGER NOT NULL REFERENCES divisions(divisionIdx),
        deviceName TEXT NOT NULL, serialNumber TEXT NOT NULL UNIQUE,
        deviceType TEXT NOT NULL CHECK (deviceType IN ('AI_FRIDGE', 'VENDING', 'KIOSK')),
        provider TEXT NOT NULL CHECK (provider IN ('TC', 'ZELOTEK')),
        model TEXT NOT NULL DEFAULT '', firmwareVersion TEXT NOT NULL DEFAULT '',
        status TEXT NOT NULL CHECK (status IN ('ONLINE', 'OFFLINE', 'FAULT', 'MAINTENANCE')),
        addressDetail TEXT NOT NULL DEFAULT '', reportAt TEXT, ${stamps});
      CREATE INDEX devices_division ON devices(divisionIdx);
      CREATE TABLE trays (
        trayIdx INTEGER PRIMARY KEY AUTOINCREMENT,
        deviceIdx INTEGER NOT NULL REFERENCES devices(deviceIdx) ON DELETE CASCADE,
        trayNo INTEGER NOT NULL, trayName TEXT NOT NULL, setTemperature REAL, maxCapacity INTEGER NOT NULL,
        ${stamps}, UNIQUE (deviceIdx, trayNo));
      CREATE TABLE products (
        productIdx INTEGER PRIMARY KEY AUTOINCREMENT,
        productName TEXT NOT NULL, barcode TEXT NOT NULL DEFAULT '', category TEXT NOT NULL DEFAULT '',
        manufacturer TEXT NOT NULL DEFAULT '', price INTEGER NOT NULL, cost INTEGER NOT NULL,
        shelfLifeDays INTEGER NOT NULL, imgFullPath TEXT, ${stamps});
      CREATE TABLE users (
        userIdx INTEGER PRIMARY KEY AUTOINCREMENT,
        userId TEXT NOT NULL UNIQUE COLLATE NOCASE, passwordHash TEXT NOT NULL, userName TEXT NOT NULL,
        userType TEXT NOT NULL CHECK (userType IN ('INTERNAL', 'INTERNAL_BS', 'INTERNAL_MD', 'BUSINESS', 'CORP')),
        authType TEXT NOT NULL CHECK (authType IN ('ADMIN', 'PARTNER', 'MANAGER')),
        companyIdx INTEGER REFERENCES companies(companyIdx),
        email TEXT NOT NULL DEFAULT '', phone TEXT NOT NULL DEFAULT '', lastLoginDate TEXT, ${stamps});
      CREATE TABLE user_divisions (
        userIdx INTEGER NOT NULL REFERENCES users(userIdx) ON DELETE CASCADE,
        divisionIdx INTEGER NOT NULL REFERENCES divisions(divisionIdx) ON DELETE CASCADE,
        PRIMARY KEY (userIdx, divisionIdx));
      CREATE TABLE sessions (
        token TEXT PRIMARY KEY,
        userIdx INTEGER NOT NULL REFERENCES users(userIdx) ON DELETE CASCADE,
        createdAt INTEGER NOT NULL, expiresAt INTEGER NOT NULL);
      CREATE TABLE outbox (
        mailIdx INTEGER PRIMARY KEY AUTOINCREMENT,
        "to" TEXT NOT NULL, subject TEXT NOT NULL, body TEXT NOT NULL, createdDate TEXT NOT NULL);
    `,
  },
  {
    version: 2,
    name: 'user attachments, division open API, employee reset policies and UID time slots',
    // Attachment bytes live in the database: no file name ever becomes a disk path.
    // Open API keys are stored as a SHA-256 hash plus their last 4 characters, never in full.
    sql: `
      CREATE TABLE user_attachments (
        userAttachmentIdx INTEGER PRIMARY KEY AUTOINCREMENT,
        userIdx INTEGER NOT NULL REFERENCES users(userIdx) ON DELETE CASCADE,
        originalName TEXT NOT NULL, fileName TEXT NOT NULL,
        documentType TEXT NOT NULL CHECK (documentType IN ('BUSINESS_LICENSE', 'CONTRACT', 'ID_CARD', 'BANK_ACCOUNT', 'ETC')),
        mimeType TEXT NOT NULL, fileSize INTEGER NOT NULL, data BLOB NOT NULL, createdDate TEXT NOT NULL);
      CREATE INDEX user_attachments_user ON user_attachments(userIdx);
      CREATE TABLE division_open_api (
        divisionIdx INTEGER PRIMARY KEY REFERENCES divisions(divisionIdx) ON DELETE CASCADE,
        enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
        keyHash TEXT UNIQUE, keyLast4 TEXT, issuedDate TEXT, updatedDate TEXT NOT NULL);
      CREATE TABLE employee_reset_policies (
        employeeResetPolicyIdx INTEGER PRIMARY KEY AUTOINCREMENT,
        divisionIdx INTEGER NOT NULL UNIQUE REFERENCES divisions(divisionIdx) ON DELETE CASCADE,
        resetCycle TEXT NOT NULL CHECK (resetCycle IN ('DAILY', 'WEEKLY', 'MONTHLY')),
        resetDay INTEGER NOT NULL, resetPoint INTEGER NOT NULL, ${stamps});
      CREATE TABLE employee_uid_times (
        employeeUidTimeIdx INTEGER PRIMARY KEY AUTOINCREMENT,
        divisionIdx INTEGER NOT NULL REFERENCES divisions(divisionIdx) ON DELETE CASCADE,
        startTime TEXT NOT NULL, endTime TEXT NOT NULL, createdDate TEXT NOT NULL,
        CHECK (startTime < endTime));
      CREATE INDEX employee_uid_times_division ON employee_uid_times(divisionIdx);
    `,
  },
  {
    version: 3,
    name: 'the living fleet: heartbeats, faults, self-checks, door sessions, temperatures, stock, payments',
    // Everything a device owns goes with it (ON DELETE CASCADE); a device is deleted only once its
    // stock is gone. Stock is kept equal to the sum of its transactions by the stock repository.
    // Every child key has an index, so list filters and cascades never scan a table.
    sql: `
      ALTER TABLE devices ADD COLUMN signalDbm INTEGER;
      ALTER TABLE devices ADD COLUMN online INTEGER NOT NULL DEFAULT 0 CHECK (online IN (0, 1));
      CREATE TABLE fault_notices (
        noticeIdx INTEGER PRIMARY KEY AUTOINCREMENT,
        deviceIdx INTEGER NOT NULL REFERENCES devices(deviceIdx) ON DELETE CASCADE,
        component TEXT NOT NULL, faultCode TEXT NOT NULL,
        severity TEXT NOT NULL CHECK (severity IN ('INFO', 'WARNING', 'CRITICAL')),
        state TEXT NOT NULL CHECK (state IN ('OPEN', 'ACKNOWLEDGED', 'RESOLVED')),
        description TEXT NOT NULL, descriptionEn TEXT NOT NULL,
        reportAt TEXT NOT NULL, resolvedAt TEXT,
        sourceId TEXT, ${stamps},
        CHECK ((state = 'RESOLVED') = (resolvedAt IS NOT NULL)));
      CREATE INDEX fault_notices_device ON fault_notices(deviceIdx, reportAt);
      CREATE INDEX fault_notices_report ON fault_notices(reportAt);
      CREATE INDEX fault_notices_unresolved ON fault_notices(deviceIdx, severity) WHERE state <> 'RESOLVED';
      CREATE TABLE self_checks (
        selfCheckIdx INTEGER PRIMARY KEY AUTOINCREMENT,
        deviceIdx INTEGER NOT NULL REFERENCES devices(deviceIdx) ON DELETE CASCADE,
        passed INTEGER NOT NULL CHECK (passed IN (0, 1)),
        results TEXT NOT NULL CHECK (json_valid(results)),
        reportAt TEXT NOT NULL, ${stamps});
      CREATE INDEX self_checks_device ON self_checks(deviceIdx, reportAt);
      CREATE INDEX self_checks_report ON self_checks(reportAt);
      CREATE TABLE payments (
        paymentIdx INTEGER PRIMARY KEY AUTOINCREMENT,
        deviceIdx INTEGER NOT NULL REFERENCES devices(deviceIdx) ON DELETE CASCADE,
        provider TEXT NOT NULL, approveResult INTEGER NOT NULL, state TEXT NOT NULL,
        paymentMode INTEGER NOT NULL, amount INTEGER NOT NULL CHECK (amount >= 0),
        approveNo TEXT, approveAt TEXT NOT NULL, employeeUidIdx INTEGER);
      CREATE INDEX payments_device ON payments(deviceIdx, approveAt);
      CREATE INDEX payments_approve ON payments(approveAt);
      CREATE TABLE door_opens (
        doorOpenIdx INTEGER PRIMARY KEY AUTOINCREMENT,
        deviceIdx INTEGER NOT NULL REFERENCES devices(deviceIdx) ON DELETE CASCADE,
        openType TEXT NOT NULL CHECK (openType IN ('APP', 'CARD', 'POINT', 'EMPLOYEE')),
        openAt TEXT NOT NULL, closeAt TEXT,
        paymentIdx INTEGER REFERENCES payments(paymentIdx) ON DELETE SET NULL,
        employeeUidIdx INTEGER, reportAt TEXT NOT NULL, ${stamps},
        CHECK (closeAt IS NULL OR closeAt >= openAt));
      CREATE INDEX door_opens_device ON door_opens(deviceIdx, openAt);
      CREATE INDEX door_opens_open ON door_opens(openAt);
      CREATE INDEX door_opens_payment ON door_opens(paymentIdx) WHERE paymentIdx IS NOT NULL;
      CREATE TABLE temperature_samples (
        deviceIdx INTEGER NOT NULL REFERENCES devices(deviceIdx) ON DELETE CASCADE,
        at TEXT NOT NULL, zoneNo INTEGER NOT NULL, celsius REAL,
        PRIMARY KEY (deviceIdx, at, zoneNo)) WITHOUT ROWID;
      CREATE TABLE product_mappings (
        productMappingIdx INTEGER PRIMARY KEY AUTOINCREMENT,
        productIdx INTEGER NOT NULL REFERENCES products(productIdx),
        divisionIdx INTEGER NOT NULL REFERENCES divisions(divisionIdx) ON DELETE CASCADE,
        deviceIdx INTEGER REFERENCES devices(deviceIdx) ON DELETE CASCADE,
        trayIdx INTEGER REFERENCES trays(trayIdx) ON DELETE SET NULL,
        price INTEGER NOT NULL CHECK (price >= 0),
        stock INTEGER NOT NULL CHECK (stock >= 0),
        expiredDate TEXT, ${stamps},
        CHECK (trayIdx IS NULL OR deviceIdx IS NOT NULL));
      CREATE INDEX product_mappings_device ON product_mappings(deviceIdx, trayIdx);
      CREATE INDEX product_mappings_tray ON product_mappings(trayIdx) WHERE trayIdx IS NOT NULL;
      CREATE INDEX product_mappings_division ON product_mappings(divisionIdx);
      CREATE INDEX product_mappings_product ON product_mappings(productIdx);
      CREATE TABLE product_transactions (
        transactionIdx INTEGER PRIMARY KEY AUTOINCREMENT,
        productMappingIdx INTEGER NOT NULL REFERENCES product_mappings(productMappingIdx) ON DELETE CASCADE,
        transactionCode TEXT NOT NULL CHECK (transactionCode IN ('ADD', 'DISCARD', 'SALE', 'REFUND', 'MANUAL', 'NEW')),
        count INTEGER NOT NULL, stockAfter INTEGER NOT NULL CHECK (stockAfter >= 0),
        memo TEXT NOT NULL DEFAULT '', createdDate TEXT NOT NULL,
        paymentIdx INTEGER REFERENCES payments(paymentIdx) ON DELETE SET NULL,
        employeeUidIdx INTEGER);
      CREATE INDEX product_transactions_mapping ON product_transactions(productMappingIdx, createdDate);
      CREATE INDEX product_transactions_payment ON product_transactions(paymentIdx) WHERE paymentIdx IS NOT NULL;
      CREATE TABLE payment_lines (
        paymentLineIdx INTEGER PRIMARY KEY AUTOINCREMENT,
        paymentIdx INTEGER NOT NULL REFERENCES payments(paymentIdx) ON DELETE CASCADE,
        productMappingIdx INTEGER REFERENCES product_mappings(productMappingIdx) ON DELETE SET NULL,
        productIdx INTEGER NOT NULL REFERENCES products(productIdx),
        productName TEXT NOT NULL, count INTEGER NOT NULL CHECK (count > 0), price INTEGER NOT NULL CHECK (price >= 0),
        promotionType TEXT CHECK (promotionType IN ('RATE', 'COUNT', 'AMOUNT')));
      CREATE INDEX payment_lines_payment ON payment_lines(paymentIdx);
      CREATE INDEX payment_lines_mapping ON payment_lines(productMappingIdx) WHERE productMappingIdx IS NOT NULL;
      CREATE INDEX payment_lines_product ON payment_lines(productIdx);
    `,
  },
  {
    version: 4,
    name: 'the fleet runtime: simulated clock, run counter and hand-cut links',
    // One row: the simulated time the database reflects, the number of the current run (fault
    // notices the fleet raises are keyed by it, so runs never collide) and the devices cut off by
    // hand, which stay cut off across restarts. Wiped with the world on /sim/reset.
    sql: `
      CREATE TABLE sim_state (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        simNow INTEGER NOT NULL, runId INTEGER NOT NULL CHECK (runId > 0),
        cutOff TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(cutOff)),
        updatedAt TEXT NOT NULL);
    `,
  },
  {
    version: 5,
    name: 'products, stock and orders: owner of master records, product files, removed placements, purchase orders',
    // products.companyIdx NULL is the shared catalog; a company's own records go with the company
    // (a company is deleted only once its divisions are gone, and with them every use of them).
    // A removed placement keeps its row (removedDate) so its transactions stay in the books.
    // Product files are BLOBs like user attachments; an image also has an unguessable publicKey,
    // the name it is served under without sign-in. Order lines keep the name and cost of the day.
    sql: `
      ALTER TABLE products ADD COLUMN companyIdx INTEGER REFERENCES companies(companyIdx) ON DELETE CASCADE;
      CREATE INDEX products_company ON products(companyIdx);
      CREATE INDEX products_barcode ON products(barcode) WHERE barcode <> '';
      ALTER TABLE product_mappings ADD COLUMN removedDate TEXT;
      CREATE INDEX product_mappings_active ON product_mappings(divisionIdx, deviceIdx, productIdx) WHERE removedDate IS NULL;
      CREATE TABLE product_attachments (
        productAttachmentIdx INTEGER PRIMARY KEY AUTOINCREMENT,
        productIdx INTEGER NOT NULL REFERENCES products(productIdx) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('IMAGE', 'ATTACHMENT')),
        publicKey TEXT UNIQUE,
        originalName TEXT NOT NULL, fileName TEXT NOT NULL,
        mimeType TEXT NOT NULL, fileSize INTEGER NOT NULL, data BLOB NOT NULL, createdDate TEXT NOT NULL,
        CHECK ((kind = 'IMAGE') = (publicKey IS NOT NULL)));
      CREATE INDEX product_attachments_product ON product_attachments(productIdx, kind);
      CREATE TABLE product_orders (
        productOrderIdx INTEGER PRIMARY KEY AUTOINCREMENT,
        divisionIdx INTEGER NOT NULL REFERENCES divisions(divisionIdx) ON DELETE CASCADE,
        status TEXT NOT NULL CHECK (status IN ('REQUESTED', 'RECEIVED', 'CANCELED')),
        memo TEXT NOT NULL DEFAULT '',
        orderedBy TEXT NOT NULL,
        orderedByUserIdx INTEGER REFERENCES users(userIdx) ON DELETE SET NULL,
        receivedAt TEXT, ${stamps},
        CHECK ((status = 'RECEIVED') = (receivedAt IS NOT NULL)));
      CREATE INDEX product_orders_division ON product_orders(divisionIdx, createdDate);
      CREATE INDEX product_orders_created ON product_orders(createdDate);
      CREATE TABLE product_order_lines (
        productOrderLineIdx INTEGER PRIMARY KEY AUTOINCREMENT,
        productOrderIdx INTEGER NOT NULL REFERENCES product_orders(productOrderIdx) ON DELETE CASCADE,
        productIdx INTEGER NOT NULL REFERENCES products(productIdx),
        productName TEXT NOT NULL, count INTEGER NOT NULL CHECK (count > 0), cost INTEGER NOT NULL CHECK (cost >= 0),
        UNIQUE (productOrderIdx, productIdx));
      CREATE INDEX product_order_lines_product ON product_order_lines(productIdx);
    `,
  },
  {
    version: 6,
    name: 'commerce and people: promotions, promoted and refunded payment lines, employee cards and their point logs',
    // A promotion belongs to a company (all its kiosks, or one division's). Payment lines keep the
    // list price, the charged price and amount and the promotion of the day, so history stays right
    // when a promotion changes; refunds are counted per line and per payment. refundDueAt and
    // refundMappingIdx are the fleet's plan for a refund still to come (kept across restarts).
    // Employee cards are soft-deleted (deletedDate) so payments and point logs keep their names; a
    // UID is unique per company regardless of case among the cards in use. A card's point is the
    // running sum of its point log.
    sql: `
      CREATE TABLE promotions (
        promotionIdx INTEGER PRIMARY KEY AUTOINCREMENT,
        promotionName TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('RATE', 'COUNT', 'AMOUNT')),
        companyIdx INTEGER NOT NULL REFERENCES companies(companyIdx) ON DELETE CASCADE,
        productIdx INTEGER NOT NULL REFERENCES products(productIdx) ON DELETE CASCADE,
        divisionIdx INTEGER REFERENCES divisions(divisionIdx) ON DELETE CASCADE,
        promotionRate REAL, promotionSaleCount INTEGER, promotionFreeCount INTEGER, promotionAmount INTEGER,
        startDateTime TEXT NOT NULL, endDateTime TEXT NOT NULL, ${stamps},
        CHECK (startDateTime < endDateTime),
        CHECK ((type = 'RATE') = (promotionRate IS NOT NULL)),
        CHECK ((type = 'COUNT') = (promotionSaleCount IS NOT NULL AND promotionFreeCount IS NOT NULL)),
        CHECK ((type = 'AMOUNT') = (promotionAmount IS NOT NULL)));
      CREATE INDEX promotions_product ON promotions(productIdx, companyIdx);
      CREATE INDEX promotions_company ON promotions(companyIdx, startDateTime);
      CREATE INDEX promotions_division ON promotions(divisionIdx) WHERE divisionIdx IS NOT NULL;
      ALTER TABLE payment_lines ADD COLUMN listPrice INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE payment_lines ADD COLUMN amount INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE payment_lines ADD COLUMN promotionIdx INTEGER REFERENCES promotions(promotionIdx) ON DELETE SET NULL;
      ALTER TABLE payment_lines ADD COLUMN refundCount INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE payment_lines ADD COLUMN refundAmount INTEGER NOT NULL DEFAULT 0;
      UPDATE payment_lines SET listPrice = price, amount = count * price;
      CREATE INDEX payment_lines_promotion ON payment_lines(promotionIdx) WHERE promotionIdx IS NOT NULL;
      ALTER TABLE payments ADD COLUMN refundAmount INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE payments ADD COLUMN refundedAt TEXT;
      ALTER TABLE payments ADD COLUMN refundDueAt TEXT;
      ALTER TABLE payments ADD COLUMN refundMappingIdx INTEGER;
      CREATE INDEX payments_amount ON payments(amount);
      CREATE INDEX payments_employee ON payments(employeeUidIdx, approveAt) WHERE employeeUidIdx IS NOT NULL;
      CREATE INDEX payments_refund_due ON payments(deviceIdx, refundDueAt) WHERE refundDueAt IS NOT NULL AND refundedAt IS NULL;
      CREATE TABLE employee_uids (
        employeeUidIdx INTEGER PRIMARY KEY AUTOINCREMENT,
        companyIdx INTEGER NOT NULL REFERENCES companies(companyIdx) ON DELETE CASCADE,
        divisionIdx INTEGER NOT NULL REFERENCES divisions(divisionIdx) ON DELETE CASCADE,
        uid TEXT NOT NULL, employeeName TEXT NOT NULL, employeeNo TEXT NOT NULL DEFAULT '',
        point INTEGER NOT NULL, enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)), lastUsedAt TEXT,
        deletedDate TEXT, ${stamps});
      CREATE UNIQUE INDEX employee_uids_uid ON employee_uids(companyIdx, uid COLLATE NOCASE) WHERE deletedDate IS NULL;
      CREATE INDEX employee_uids_division ON employee_uids(divisionIdx);
      CREATE TABLE employee_point_logs (
        employeePointLogIdx INTEGER PRIMARY KEY AUTOINCREMENT,
        employeeUidIdx INTEGER NOT NULL REFERENCES employee_uids(employeeUidIdx) ON DELETE CASCADE,
        referenceIdx INTEGER REFERENCES payments(paymentIdx) ON DELETE SET NULL,
        point INTEGER NOT NULL, balance INTEGER NOT NULL,
        reason TEXT NOT NULL CHECK (reason IN ('RESET', 'PURCHASE', 'REFUND', 'MANUAL')),
        memo TEXT NOT NULL DEFAULT '', createdDate TEXT NOT NULL);
      CREATE INDEX employee_point_logs_card ON employee_point_logs(employeeUidIdx, createdDate);
      CREATE INDEX employee_point_logs_created ON employee_point_logs(createdDate);
      CREATE INDEX employee_point_logs_reference ON employee_point_logs(referenceIdx) WHERE referenceIdx IS NOT NULL;
    `,
  },
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
];

/** Applies every migration the database has not seen yet, each in its own transaction. */
export function migrate(db: Database.Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, appliedAt TEXT NOT NULL)`);
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  const newest = Math.max(0, ...applied);
  const ordered = [...MIGRATIONS].sort((a, b) => a.version - b.version);
  const known = ordered.at(-1)?.version ?? 0;
  if (newest > known) throw new Error(`database schema version ${newest} is newer than this simulator (${known})`);
  for (const m of ordered) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, appliedAt) VALUES (?, ?, ?)').run(m.version, m.name, new Date().toISOString());
    })();
  }
}

/** Tables that hold the world (everything but the migration log and the ended sessions), for reset. */
export function worldTables(db: Database.Database): string[] {
  return db
    .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('schema_migrations', 'sqlite_sequence', 'ended_sessions')`)
    .pluck()
    .all() as string[];
}

/**
 * Runs `replace` (which empties and refills every world table, in the caller's transaction) with
 * the guards against erasing history set aside, then puts them back as they were.
 */
export function withoutHistoryGuards(db: Database.Database, replace: () => void): void {
  const guards = db
    .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND substr(name, 1, ?) = ?`)
    .all(HISTORY_GUARD_PREFIX.length, HISTORY_GUARD_PREFIX) as { name: string; sql: string }[];
  for (const guard of guards) db.exec(`DROP TRIGGER "${guard.name}"`);
  replace();
  for (const guard of guards) db.exec(guard.sql);
}
