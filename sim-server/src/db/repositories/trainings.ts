// Product training of AI fridges' vision models: the rows still to learn (product_trainings), what
// each model knows (device_model_products) and its version (device_models). Time rules live in
// fleet/training.ts; a TRAINING row is done at its dueAt, whoever looks (completeDue).
import type { z } from 'zod';
import type { TRAINING_STATUS_CODES, productTraining, trainingDevice } from '../../../../contract/index';
import { fromWireDateTime, toWireDateTime } from '../../clock';
import { learntAtPause, modelVersion, trainingDueAt, trainingMsOf, trainingProgress } from '../../fleet/training';
import type { Db } from '../open';
import { IN_USE, insertRow, listPage, pageClause, updateRow, type ScopeFilter } from '../sql';
import { deviceWhere, type DeviceFilter } from './device-scope';

export type TrainingStatus = (typeof TRAINING_STATUS_CODES)[number];
export type ProductTraining = z.infer<typeof productTraining>;
export type TrainingDevice = z.infer<typeof trainingDevice>;

/** A product_trainings row as stored. */
export interface ProductTrainingRow {
  productTrainingIdx: number;
  deviceIdx: number;
  productIdx: number;
  trainingStatusCode: TrainingStatus;
  /** Learning time the product needs in all, and what earlier runs learnt of it. */
  trainingMs: number;
  learntMs: number;
  /** The current run (TRAINING only): when it started and when it ends. */
  startedAt: string | null;
  dueAt: string | null;
  createdDate: string;
  updatedDate: string;
}
export interface DeviceModelRow {
  deviceIdx: number;
  build: number;
  lastTrainedAt: string | null;
  updatedDate: string;
}
export interface DeviceModelProductRow {
  deviceIdx: number;
  productIdx: number;
  learntAt: string;
}

/** A product a model finished learning. */
export interface LearntProduct {
  deviceIdx: number;
  productIdx: number;
  productName: string;
  at: string;
  modelVersion: string;
}

const VISION_DEVICE = `v.deviceType = 'AI_FRIDGE'`;
const ROW = `SELECT t.*, p.productName, p.imgFullPath, v.deviceName, v.serialNumber
  FROM product_trainings t JOIN products p ON p.productIdx = t.productIdx JOIN devices v ON v.deviceIdx = t.deviceIdx`;
/** Being learnt first, then waiting, each oldest first. */
const ROW_ORDER = `t.trainingStatusCode = 'TRAINING' DESC, t.createdDate, t.productTrainingIdx`;
type ReadRow = ProductTrainingRow & { productName: string; imgFullPath: string | null; deviceName: string; serialNumber: string };

const countOf = (status: TrainingStatus) =>
  `(SELECT COUNT(*) FROM product_trainings t WHERE t.deviceIdx = v.deviceIdx AND t.trainingStatusCode = '${status}')`;
/** Learnt products the device holds now, on a tray or not. */
const TRAINED = `(SELECT COUNT(*) FROM device_model_products k WHERE k.deviceIdx = v.deviceIdx
  AND EXISTS (SELECT 1 FROM product_mappings m WHERE m.deviceIdx = v.deviceIdx AND m.productIdx = k.productIdx AND m.removedDate IS NULL))`;
/** The newest change to the device's training, else when the device was registered. */
const TRAINING_UPDATED = `COALESCE(NULLIF(max(COALESCE(dm.updatedDate, ''),
  COALESCE((SELECT MAX(t.updatedDate) FROM product_trainings t WHERE t.deviceIdx = v.deviceIdx), '')), ''), v.createdDate)`;
const DEVICES = `SELECT v.deviceIdx, v.deviceName, v.serialNumber, d.divisionName, c.companyName,
  ${countOf('TRAINING_PENDING')} AS pendingCount, ${countOf('TRAINING')} AS trainingCount, ${TRAINED} AS trainedCount,
  COALESCE(dm.build, 0) AS build, dm.lastTrainedAt, ${TRAINING_UPDATED} AS updatedDate
  FROM devices v JOIN divisions d ON d.divisionIdx = v.divisionIdx JOIN companies c ON c.companyIdx = d.companyIdx
  LEFT JOIN device_models dm ON dm.deviceIdx = v.deviceIdx`;

export function trainingRepository(db: Db) {
  const toEntity = (row: ReadRow, nowMs: number): ProductTraining => ({
    productTrainingIdx: row.productTrainingIdx,
    productIdx: row.productIdx,
    productName: row.productName,
    imgFullPath: row.imgFullPath,
    trainingStatusCode: row.trainingStatusCode,
    progress: row.startedAt === null ? null : trainingProgress(row.trainingMs, row.learntMs, fromWireDateTime(row.startedAt), nowMs),
    device: { deviceIdx: row.deviceIdx, deviceName: row.deviceName, serialNumber: row.serialNumber },
    createdDate: row.createdDate,
    updatedDate: row.updatedDate,
  });
  const hasModel = (deviceIdx: number) => db.prepare(`SELECT 1 FROM devices v WHERE v.deviceIdx = ? AND ${VISION_DEVICE}`).get(deviceIdx) !== undefined;
  const knows = (deviceIdx: number, productIdx: number) =>
    db.prepare('SELECT 1 FROM device_model_products WHERE deviceIdx = ? AND productIdx = ?').get(deviceIdx, productIdx) !== undefined;

  return {
    /** AI fridges in scope with their training counts and model: those waiting for a go first. */
    devices(q: DeviceFilter, scope: ScopeFilter): { list: TrainingDevice[]; totalCount: number } {
      const where = deviceWhere(q, scope, 'v.createdDate').add(VISION_DEVICE).add(IN_USE.device);
      const page = listPage<Omit<TrainingDevice, 'modelVersion'> & { build: number }>(
        db, DEVICES, where, 'pendingCount DESC, trainingCount DESC, d.divisionIdx, v.deviceName, v.deviceIdx', q,
      );
      return { list: page.list.map(({ build, ...row }) => ({ ...row, modelVersion: modelVersion(build) })), totalCount: page.totalCount };
    },

    /** Whether the device has a vision model (AI fridges only). */
    hasModel,

    /** A device's rows, being learnt first (at most a page of them); progress as of `nowMs`. */
    ofDevice(deviceIdx: number, nowMs: number, status?: TrainingStatus): ProductTraining[] {
      const page = pageClause({});
      const rows = db
        .prepare(`${ROW} WHERE t.deviceIdx = ? AND (? IS NULL OR t.trainingStatusCode = ?) ORDER BY ${ROW_ORDER} ${page.sql}`)
        .all(deviceIdx, status ?? null, status ?? null, ...page.params) as ReadRow[];
      return rows.map((row) => toEntity(row, nowMs));
    },

    get(productTrainingIdx: number): ProductTrainingRow | undefined {
      return db.prepare('SELECT * FROM product_trainings WHERE productTrainingIdx = ?').get(productTrainingIdx) as ProductTrainingRow | undefined;
    },

    /** Rows as answered, in the order of their keys. */
    many(productTrainingIdxs: readonly number[], nowMs: number): ProductTraining[] {
      const byIdx = db.prepare(`${ROW} WHERE t.productTrainingIdx = ?`);
      return productTrainingIdxs.map((idx) => toEntity(byIdx.get(idx) as ReadRow, nowMs));
    },

    knows,

    /**
     * A product put on a device's tray: an AI fridge whose model does not know it gets a PENDING row
     * (one per product). Answers the new row's key, or null when nothing is to learn.
     */
    productArrived(deviceIdx: number, productIdx: number, at: string): number | null {
      if (!hasModel(deviceIdx) || knows(deviceIdx, productIdx)) return null;
      if (db.prepare('SELECT 1 FROM product_trainings WHERE deviceIdx = ? AND productIdx = ?').get(deviceIdx, productIdx)) return null;
      return insertRow(db, 'product_trainings', {
        deviceIdx, productIdx, trainingStatusCode: 'TRAINING_PENDING', trainingMs: trainingMsOf(deviceIdx, productIdx), learntMs: 0,
        startedAt: null, dueAt: null, createdDate: at, updatedDate: at,
      });
    },

    /** TRAINING starts (or resumes) a row; PENDING pauses it, keeping what it learnt. The same status changes nothing. */
    setStatus(row: ProductTrainingRow, status: TrainingStatus, nowMs: number): void {
      if (row.trainingStatusCode === status) return;
      const updatedDate = toWireDateTime(nowMs);
      if (status === 'TRAINING') {
        const due = trainingDueAt(row.trainingMs, row.learntMs, nowMs);
        updateRow(db, 'product_trainings', 'productTrainingIdx', row.productTrainingIdx, { trainingStatusCode: status, startedAt: updatedDate, dueAt: toWireDateTime(due), updatedDate });
      } else {
        const learntMs = learntAtPause(row.trainingMs, row.learntMs, fromWireDateTime(row.startedAt!), nowMs);
        updateRow(db, 'product_trainings', 'productTrainingIdx', row.productTrainingIdx, { trainingStatusCode: status, learntMs, startedAt: null, dueAt: null, updatedDate });
      }
    },

    /** A device archived: what it was still to learn is dropped (a queue, not history; its model stays). */
    dropDevice(deviceIdx: number): void {
      db.prepare('DELETE FROM product_trainings WHERE deviceIdx = ?').run(deviceIdx);
    },

    /**
     * Every run that has ended by `at` (wire date-time), in the order they ended: the row goes, the
     * model knows the product, its build grows and lastTrainedAt is the moment it ended.
     */
    completeDue(at: string): LearntProduct[] {
      const due = db
        .prepare(`${ROW} WHERE t.dueAt IS NOT NULL AND t.dueAt <= ? ORDER BY t.dueAt, t.productTrainingIdx`)
        .all(at) as ReadRow[];
      const learnt: LearntProduct[] = [];
      for (const row of due) {
        const end = row.dueAt!;
        db.prepare('DELETE FROM product_trainings WHERE productTrainingIdx = ?').run(row.productTrainingIdx);
        db.prepare('INSERT OR IGNORE INTO device_model_products (deviceIdx, productIdx, learntAt) VALUES (?, ?, ?)').run(row.deviceIdx, row.productIdx, end);
        const build = db
          .prepare(`INSERT INTO device_models (deviceIdx, build, lastTrainedAt, updatedDate) VALUES (?, 1, ?, ?)
            ON CONFLICT (deviceIdx) DO UPDATE SET build = build + 1, lastTrainedAt = excluded.lastTrainedAt, updatedDate = excluded.updatedDate
            RETURNING build`)
          .pluck()
          .get(row.deviceIdx, end, end) as number;
        learnt.push({ deviceIdx: row.deviceIdx, productIdx: row.productIdx, productName: row.productName, at: end, modelVersion: modelVersion(build) });
      }
      return learnt;
    },
  };
}
export type TrainingRepository = ReturnType<typeof trainingRepository>;
