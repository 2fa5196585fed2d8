// @vitest-environment node
// The classroom's check language: course files parse, a course naming what the views do not have
// stops the start, checks compile to SQL that carries no value of the file, and the comparisons
// (on, like, in, dates) and answers behave as a trainer writes them.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CourseExercise, CourseFile } from '../../../contract/index';
import { compileSelect, isDone, judgeAnswer, normalAnswer, resolveVars, type ResolvedVars } from '../../../sim-server/src/classroom/checks';
import { loadCourses, parseCourse } from '../../../sim-server/src/classroom/courses';
import { VIEWS } from '../../../sim-server/src/classroom/views';
import { fromWireDateTime } from '../../../sim-server/src/clock';
import { migrate } from '../../../sim-server/src/db/migrations';
import { openDatabase, type Db } from '../../../sim-server/src/db/open';

const COURSES_DIR = fileURLToPath(new URL('../../../fixtures/courses', import.meta.url));

/** A small course to change one thing in. */
function course(change: (c: Record<string, any>) => void = () => {}): Record<string, any> {
  const c: Record<string, any> = {
    id: 'sample',
    title: { ko: '예시', en: 'Sample' },
    refs: { store: { view: 'division', where: { divisionType: 'STORE' } } },
    vars: { serial: 'KC-T{nn}-0001' },
    exercises: [
      {
        id: 'device-register', area: 'device', kind: 'do',
        title: { ko: '등록', en: 'Register' },
        task: { ko: '{store.divisionName}에 {serial} 등록', en: 'Register {serial} at {store.divisionName}' },
        check: { exists: 'device', where: { serialNumber: '{serial}', divisionIdx: '{store.divisionIdx}' } },
        solution: [{ call: 'device.store', body: { divisionIdx: '{store.divisionIdx}', serialNumber: '{serial}' } }],
      },
    ],
  };
  change(c);
  return c;
}

const refusal = (c: Record<string, any>): string => {
  try {
    parseCourse('sample.json', c);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the course was taken');
};

describe('course files', () => {
  it('every file under fixtures/courses parses and checks, with ids that are file names', () => {
    const files = readdirSync(COURSES_DIR).filter((f) => f.endsWith('.json'));
    const courses = loadCourses(COURSES_DIR);
    expect(courses.map((c) => `${c.id}.json`).sort()).toEqual(files.sort());
    for (const c of courses) for (const e of c.exercises) expect(e.task.ko).not.toBe(e.task.en);
  });

  it('takes the sample course', () => {
    expect(parseCourse('sample.json', course()).exercises).toHaveLength(1);
  });

  it('refuses an unknown view, column or placeholder, in Korean and English, naming it', () => {
    const unknownView = refusal(course((c) => (c.exercises[0].check = { exists: 'devices', where: {} })));
    expect(unknownView).toContain("없는 보기 'devices'");
    expect(unknownView).toContain("unknown view 'devices'");
    expect(refusal(course((c) => (c.exercises[0].check.where.serial = 'X')))).toContain("view device has no column 'serial'");
    expect(refusal(course((c) => (c.refs.store.where.kind = 'STORE')))).toContain("refs.store: view division has no column 'kind'");
    const finding = (c: Record<string, any>) => Object.assign(c.exercises[0], { kind: 'find', check: { answer: 'payment', where: {}, field: 'approvalNo' }, solution: [{ answer: '1' }] });
    expect(refusal(course(finding))).toContain("view payment has no column 'approvalNo'");
    expect(refusal(course((c) => (c.exercises[0].task.en = 'Register {serail}')))).toContain('undefined placeholder {serail}');
    expect(refusal(course((c) => (c.exercises[0].task.ko = '{store.name}에 등록')))).toContain('{store.name}: store takes one of divisionIdx');
    expect(refusal(course((c) => (c.exercises[0].solution[0].body.deviceName = '{kiosk.deviceName}')))).toContain('정의되지 않은 자리표시자 {kiosk.deviceName}');
    expect(refusal(course((c) => (c.exercises[0].task.en = 'from {week:+1}')))).toContain('not a placeholder: {week:+1}');
    // A ref may use the refs before it, not those after it.
    expect(refusal(course((c) => (c.refs = { kiosk: { view: 'device', where: { divisionIdx: '{store.divisionIdx}' } }, ...c.refs })))).toContain('undefined placeholder {store.divisionIdx}');
  });

  it('refuses comparisons a column cannot make, calls the catalog does not have, and a file that is not a course', () => {
    expect(refusal(course((c) => (c.exercises[0].check.where.serialNumber = { on: '2026-11-20' })))).toContain('on is for date columns (serialNumber)');
    expect(refusal(course((c) => (c.exercises[0].check.where.divisionIdx = { like: '1' })))).toContain('like is for text columns (divisionIdx)');
    expect(refusal(course((c) => (c.exercises[0].solution[0].call = 'device.register')))).toContain('no catalog call device.register');
    expect(refusal(course((c) => (c.exercises[0].check.where.divisionIdx = { in: [1, 'two'] })))).toContain('divisionIdx takes a number (got "two")');
    expect(refusal(course((c) => (c.exercises[0].check.where.archived = 'no')))).toContain('archived takes true or false');
    expect(refusal(course((c) => (c.vars.day = '{date:store.divisionName}')))).toContain('{date:…} takes a date column of a ref');
    // zod's own problems, in the words the API uses (Korean first).
    const kind = refusal(course((c) => (c.exercises[0].kind = 'maybe')));
    expect(kind).toMatch(/^과정 파일 sample\.json: .*do, find 중 하나여야 합니다/);
    expect(kind).toContain('must be one of do, find');
    expect(refusal(course((c) => c.exercises.push({ ...c.exercises[0] })))).toContain("exercise id used twice");
    expect(refusal(course((c) => (c.exercises[0].kind = 'find')))).toContain('a finding task’s solution ends with one answer step');
    expect(refusal(course((c) => (c.id = 'other')))).toContain("its id 'other' is not its file name");
  });
});

describe('compiled checks', () => {
  const vars: ResolvedVars = { nn: '01', today: '2026-11-21', store: { divisionIdx: 3, divisionName: "수성점'; DROP TABLE devices; --" }, serial: 'KC-T01-0001' };

  it('bind every value: the SQL holds the view and column names only', () => {
    const where = {
      serialNumber: '{serial}', divisionIdx: '{store.divisionIdx}', deviceName: { like: "%'_x" }, status: { in: ['ONLINE', 'FAULT', null] }, archived: false, model: { ne: '{store.divisionName}' },
    };
    const q = compileSelect('device', where, vars, 7, 'COUNT(*)');
    for (const value of ['KC-T01-0001', "DROP TABLE", 'ONLINE', 'FAULT', "'_x"]) expect(q.sql).not.toContain(value);
    const bound = [...q.sql.matchAll(/@(\w+)/g)].map((m) => m[1]);
    expect(new Set(bound)).toEqual(new Set(Object.keys(q.params)));
    expect(q.params).toMatchObject({ companyIdx: 7, v1: 'KC-T01-0001', v2: 3, v3: "%\\%'\\_x%", v4: 'ONLINE', v5: 'FAULT', v6: 0, v7: "수성점'; DROP TABLE devices; --" });
    expect(q.sql).toContain('"status" IS NULL');
  });

  it('every view selects exactly its whitelisted columns, of one company', () => {
    const db = new Database(':memory:');
    try {
      migrate(db);
      for (const [name, view] of Object.entries(VIEWS)) {
        expect(db.prepare(view.sql).columns().map((c) => c.name), name).toEqual(Object.keys(view.columns));
        expect(view.sql, name).toContain('@companyIdx');
        for (const k of view.key) expect(Object.keys(view.columns), name).toContain(k);
      }
    } finally {
      db.close();
    }
  });

  it('refuse a value of the wrong kind for its column', () => {
    expect(() => compileSelect('device', { divisionIdx: 'three' }, vars, 1, '1')).toThrow(/divisionIdx takes a number/);
    expect(() => compileSelect('device', { archived: 'no' }, vars, 1, '1')).toThrow(/archived takes true or false/);
    expect(() => compileSelect('payment', { refundedAt: { gte: 'yesterday' } }, vars, 1, '1')).toThrow(/refundedAt takes a date/);
  });
});

describe('checks against a world', () => {
  let db: Db;
  const stamp = "'2026-11-01 00:00:00'";
  const exercise = (check: CourseExercise['check'], kind: 'do' | 'find' = 'do'): CourseExercise => ({ id: 'x', area: 'device', kind, title: { ko: 'x', en: 'x' }, task: { ko: 'x', en: 'x' }, check, solution: [] });
  const vars: ResolvedVars = { nn: '01', today: '2026-11-21', day: '2026-11-20' };

  beforeEach(() => {
    db = openDatabase(':memory:');
    db.exec(`
      INSERT INTO companies (companyIdx, companyName, createdDate, updatedDate) VALUES (1, 'A', ${stamp}, ${stamp}), (2, 'B', ${stamp}, ${stamp});
      INSERT INTO divisions (divisionIdx, companyIdx, divisionName, divisionType, createdDate, updatedDate) VALUES (1, 1, '수성점', 'STORE', ${stamp}, ${stamp}), (2, 2, '강남점', 'STORE', ${stamp}, ${stamp}), (3, 1, '센텀 물류센터', 'WAREHOUSE', ${stamp}, ${stamp});
      INSERT INTO devices (deviceIdx, divisionIdx, deviceName, serialNumber, deviceType, provider, status, createdDate, updatedDate)
        VALUES (1, 1, '키오스크 1호기', 'ZT-KSK-100%', 'KIOSK', 'ZELOTEK', 'ONLINE', ${stamp}, ${stamp}), (2, 2, '키오스크 2호기', 'ZT-KSK-200', 'KIOSK', 'ZELOTEK', 'ONLINE', ${stamp}, ${stamp});
      INSERT INTO payments (paymentIdx, deviceIdx, provider, approveResult, state, paymentMode, amount, approveNo, approveAt, refundedAt) VALUES
        (10, 1, 'zt', 0, 'REFUNDED', 2, 1900, '82959191', '2026-11-20 20:36:49', '2026-11-20 23:59:59'),
        (11, 1, 'zt', 0, 'REFUNDED', 2, 2300, 'AB12CD', '2026-11-20 22:00:00', '2026-11-21 00:00:00'),
        (12, 1, 'zt', 0, 'PAID', 2, 1200, '55555555', '2026-11-20 09:00:00', NULL),
        (20, 2, 'zt', 0, 'REFUNDED', 2, 4400, '70694637', '2026-11-20 10:00:00', '2026-11-20 12:00:00');
    `);
  });
  afterEach(() => db.close());

  it('on: a date-time on that KST day, not the next midnight', () => {
    const refunded = exercise({ answer: 'payment', where: { refundedAt: { on: '{day}' } }, field: ['approveNo', 'paymentIdx'] }, 'find');
    expect(judgeAnswer(db, 1, refunded, vars, '82959191')).toBe(true);
    expect(judgeAnswer(db, 1, refunded, vars, '10')).toBe(true);
    expect(judgeAnswer(db, 1, refunded, vars, 'AB12CD')).toBe(false); // refunded at midnight after
    expect(judgeAnswer(db, 1, refunded, vars, '55555555')).toBe(false); // not refunded
    expect(judgeAnswer(db, 1, refunded, vars, '70694637')).toBe(false); // company 2's
    expect(judgeAnswer(db, 2, refunded, vars, '70694637')).toBe(true);
    // A date against a date-time compares its day; a date-time compares as written.
    expect(isDone(db, 1, exercise({ exists: 'payment', where: { approveAt: { gte: '2026-11-20', lte: '2026-11-20' } }, min: 3 }), vars)).toBe(true);
    expect(isDone(db, 1, exercise({ exists: 'payment', where: { approveAt: { gt: '2026-11-20 21:00:00' } }, min: 2 }), vars)).toBe(false);
  });

  it('answers ignore blanks, case and thousands separators, and a blank answer is never right', () => {
    expect(normalAnswer(' 1,900 ')).toBe('1900');
    expect(normalAnswer('Ab 12\tcD')).toBe('ab12cd');
    const byAmount = exercise({ answer: 'payment', where: { state: 'refunded' }, field: 'amount' }, 'find');
    expect(judgeAnswer(db, 1, byAmount, vars, '1,900')).toBe(true);
    expect(judgeAnswer(db, 1, byAmount, vars, '19 00')).toBe(true);
    expect(judgeAnswer(db, 1, byAmount, vars, '1.900')).toBe(false);
    expect(judgeAnswer(db, 1, exercise({ answer: 'payment', where: {}, field: 'approveNo' }, 'find'), vars, 'ab12cd')).toBe(true);
    expect(judgeAnswer(db, 1, byAmount, vars, ' ')).toBe(false);
    // A do exercise is not judged by an answer, a finding task is not done without one.
    expect(judgeAnswer(db, 1, exercise({ exists: 'payment', where: {} }), vars, '1900')).toBe(false);
    expect(isDone(db, 1, byAmount, vars)).toBe(false);
  });

  it('like: contains, without regard to case, a % in it taken as written', () => {
    const like = (text: string) => isDone(db, 1, exercise({ exists: 'device', where: { serialNumber: { like: text } } }), vars);
    expect(like('ksk')).toBe(true);
    expect(like('100%')).toBe(true);
    expect(like('1%0')).toBe(false);
    expect(like('200')).toBe(false); // company 2's
  });

  it('eq on text ignores case; exists, none, min and all combine', () => {
    const check = (c: CourseExercise['check']) => isDone(db, 1, exercise(c), vars);
    expect(check({ exists: 'device', where: { serialNumber: 'zt-ksk-100%', archived: false } })).toBe(true);
    expect(check({ none: 'device', where: { serialNumber: 'ZT-KSK-200' } })).toBe(true);
    expect(check({ exists: 'payment', where: { state: { in: ['REFUNDED', 'PAID'] } }, min: 3 })).toBe(true);
    expect(check({ exists: 'payment', where: { state: { in: ['REFUNDED', 'PAID'] } }, min: 4 })).toBe(false);
    expect(check({ exists: 'payment', where: { refundedAt: null } })).toBe(true);
    expect(check({ exists: 'payment', where: { approveNo: { ne: '82959191' }, refundedAt: { ne: null } } })).toBe(true);
    expect(check({ all: [{ exists: 'device', where: {} }, { none: 'payment', where: { amount: { gt: 4000 } } }] })).toBe(true);
    expect(check({ all: [{ exists: 'device', where: {} }, { none: 'payment', where: { amount: { gt: 2000 } } }] })).toBe(false);
  });

  it('refs: the nth row in key order, the latest by a column, a catalog product by name; vars on the simulated KST clock', () => {
    db.exec(`INSERT INTO products (productIdx, productName, price, cost, shelfLifeDays, createdDate, updatedDate) VALUES (25, '콜라 500ml', 2000, 900, 180, ${stamp}, ${stamp})`);
    const c = parseCourse('sample.json', course((c) => {
      c.refs = {
        store: { view: 'division', where: {}, nth: 2 },
        refund: { view: 'payment', where: { refundedAt: { lt: '{today}' } }, latest: 'refundedAt' },
        cola: { catalog: '콜라 500ml' },
      };
      c.vars = { serial: 'KC-T{nn}-{store.divisionIdx}-{key}', nextWeek: '{week:+1}', thisWeek: '{week:+0}', refundDay: '{date:refund.refundedAt}' };
    })) as CourseFile;
    // Sunday 2026-11-22 23:30 KST: still that week, whose Monday is the 16th.
    const vars = resolveVars(db, 1, c, 7, fromWireDateTime('2026-11-22 23:30:00'), 'K3Y7Q');
    expect(vars).toEqual({
      nn: '07', today: '2026-11-22', key: 'K3Y7Q',
      store: { divisionIdx: 3, divisionName: '센텀 물류센터', divisionType: 'WAREHOUSE', managerName: '', phone: '', archived: false },
      refund: { paymentIdx: 11, approveNo: 'AB12CD', deviceIdx: 1, divisionIdx: 1, approveAt: '2026-11-20 22:00:00', refundedAt: '2026-11-21 00:00:00', state: 'REFUNDED', amount: 2300, refundAmount: 0 },
      cola: { productIdx: 25, productName: '콜라 500ml', price: 2000 },
      serial: 'KC-T07-3-K3Y7Q', nextWeek: { start: '2026-11-23', end: '2026-11-29' }, thisWeek: { start: '2026-11-16', end: '2026-11-22' }, refundDay: '2026-11-21',
    });
    expect(JSON.parse(JSON.stringify(vars))).toEqual(vars); // plain JSON, to store per trainee
    // Without a key given, each resolution draws a fresh one nobody can guess.
    const keys = new Set(Array.from({ length: 20 }, () => resolveVars(db, 1, c, 7, fromWireDateTime('2026-11-22 23:30:00')).key));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^[A-HJ-NP-Z2-9]{5}$/);
    // A ref with no row in a company is refused, naming it.
    expect(() => resolveVars(db, 2, c, 1, fromWireDateTime('2026-11-22 23:30:00'))).toThrow(/ref 'store'/);
  });
});
