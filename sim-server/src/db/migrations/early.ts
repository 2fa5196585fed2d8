// Migrations 1-6: the first world (organisation, devices, stock, payments, fleet runtime, people).
// Never edit an applied migration: add one to later.ts.
import { stamps, type Migration } from './parts';

export const EARLY_MIGRATIONS: readonly Migration[] = [
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
];
