// Seeded product training, replaying the rule of the live API: a product placed on an AI fridge gets
// a training row at its placement, an operator starts it 0–12 h later and the model knows it once its
// 2–6 h are up. So every fridge's model knows most products on its trays; about half the fridges have
// one or two products still waiting for training (since they were placed) or one being learnt on the
// reference date, part-way. The demo company's first fridge has both, so the
// training screens always have something to show. Drawn from a stream of its own.
import { toWireDateTime } from '../clock';
import type { DeviceRow } from '../db/repositories/devices';
import type { ProductMappingRow } from '../db/repositories/stock';
import type { DeviceModelProductRow, DeviceModelRow, ProductTrainingRow } from '../db/repositories/trainings';
import { trainingMsOf } from '../fleet/training';
import type { DivisionRow } from '../db/repositories/divisions';
import { MINUTE, WORLD_REF_DATE_MS, wireToMs, type Random } from './random';

export interface TrainingSeed {
  productTrainings: ProductTrainingRow[];
  deviceModels: DeviceModelRow[];
  deviceModelProducts: DeviceModelProductRow[];
}

type Plan = { pending: number; training: number };

export function generateTraining(r: Random, devices: DeviceRow[], divisions: DivisionRow[], mappings: ProductMappingRow[]): TrainingSeed {
  const out: TrainingSeed = { productTrainings: [], deviceModels: [], deviceModelProducts: [] };
  const fridges = devices.filter((d) => d.deviceType === 'AI_FRIDGE');
  const demoCompany = new Set(divisions.filter((d) => d.companyIdx === 1).map((d) => d.divisionIdx));
  const showcase = (fridges.find((d) => demoCompany.has(d.divisionIdx)) ?? fridges[0])?.deviceIdx;
  for (const device of fridges) {
    // Each product once, at its first placement on the device's trays.
    const placed = [...new Map(
      mappings.filter((m) => m.deviceIdx === device.deviceIdx && m.trayIdx !== null).reverse().map((m) => [m.productIdx, m]),
    ).values()].sort((a, b) => a.productMappingIdx - b.productMappingIdx);
    if (placed.length === 0) continue;
    const plan: Plan =
      device.deviceIdx === showcase
        ? { pending: 2, training: 1 }
        : r.f.helpers.weightedArrayElement([
            { weight: 50, value: { pending: 0, training: 0 } },
            { weight: 25, value: { pending: r.int(1, 2), training: 0 } },
            { weight: 25, value: { pending: r.int(0, 1), training: 1 } },
          ]);
    // The model always knows at least one product of its shelves (once its training is done).
    const learning = r.f.helpers.arrayElements(placed, Math.min(plan.pending + plan.training, placed.length - 1));
    const unknown = new Set(learning.map((m) => m.productIdx));
    learning.forEach((m, i) => {
      const trainingMs = trainingMsOf(device.deviceIdx, m.productIdx);
      // Part-way on the reference date: started 15–85 % of its time ago, to the minute.
      const started = i < plan.training ? WORLD_REF_DATE_MS - Math.round((trainingMs * r.int(15, 85)) / 100 / MINUTE) * MINUTE : null;
      out.productTrainings.push(trainingRow(out, device.deviceIdx, m, trainingMs, started));
    });
    // The rest were learnt as the rule says: a row at placement, started by an operator, learnt after its time.
    const learnt: DeviceModelProductRow[] = [];
    for (const m of placed.filter((p) => !unknown.has(p.productIdx))) {
      const trainingMs = trainingMsOf(device.deviceIdx, m.productIdx);
      const replay = replayedTraining(wireToMs(m.createdDate), trainingMs, r.int(...START_AFTER_PLACEMENT_MIN));
      if (replay.state === 'LEARNT') learnt.push({ deviceIdx: device.deviceIdx, productIdx: m.productIdx, learntAt: toWireDateTime(replay.learntAt) });
      else out.productTrainings.push(trainingRow(out, device.deviceIdx, m, trainingMs, replay.state === 'TRAINING' ? replay.startedAt : null));
    }
    out.deviceModelProducts.push(...learnt);
    const lastTrainedAt = learnt.map((k) => k.learntAt).sort().at(-1) ?? null;
    // Earlier products and retrainings went into the build before these.
    const build = learnt.length + r.int(0, 6);
    out.deviceModels.push({ deviceIdx: device.deviceIdx, build, lastTrainedAt, updatedDate: lastTrainedAt ?? placed[0]!.createdDate });
  }
  return out;
}

/** An operator starts training a placed product 0–12 h after its placement (minutes). */
export const START_AFTER_PLACEMENT_MIN = [0, 12 * 60] as const;

export type ReplayedTraining = { state: 'LEARNT'; learntAt: number } | { state: 'TRAINING'; startedAt: number } | { state: 'PENDING' };

/**
 * Where the training of a product placed at `placedAt` stands on the reference date when an
 * operator started it `startAfterMin` later: learnt once its time is up, else under way or waiting.
 */
export function replayedTraining(placedAt: number, trainingMs: number, startAfterMin: number): ReplayedTraining {
  const startedAt = placedAt + startAfterMin * MINUTE;
  if (startedAt >= WORLD_REF_DATE_MS) return { state: 'PENDING' };
  if (startedAt + trainingMs > WORLD_REF_DATE_MS) return { state: 'TRAINING', startedAt };
  return { state: 'LEARNT', learntAt: startedAt + trainingMs };
}

/** The row of a product placed on a fridge, made at its placement: waiting, or under way since `startedAt`. */
function trainingRow(out: TrainingSeed, deviceIdx: number, m: ProductMappingRow, trainingMs: number, startedAt: number | null): ProductTrainingRow {
  const row: ProductTrainingRow = {
    productTrainingIdx: out.productTrainings.length + 1,
    deviceIdx,
    productIdx: m.productIdx,
    trainingStatusCode: 'TRAINING_PENDING',
    trainingMs,
    learntMs: 0,
    startedAt: null,
    dueAt: null,
    createdDate: m.createdDate,
    updatedDate: m.createdDate,
  };
  if (startedAt === null) return row;
  const started = toWireDateTime(startedAt);
  return { ...row, trainingStatusCode: 'TRAINING', startedAt: started, dueAt: toWireDateTime(startedAt + trainingMs), updatedDate: started };
}
