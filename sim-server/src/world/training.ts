// Seeded product training: every AI fridge's vision model knows most products on its trays; about
// half the fridges have one or two products waiting for training (since they were placed) or one
// being learnt on the reference date, part-way. The demo company's first fridge has both, so the
// training screens always have something to show. Drawn from a stream of its own.
import { toWireDateTime } from '../clock';
import type { DeviceRow } from '../db/repositories/devices';
import type { ProductMappingRow } from '../db/repositories/stock';
import type { DeviceModelProductRow, DeviceModelRow, ProductTrainingRow } from '../db/repositories/trainings';
import { trainingMsOf } from '../fleet/training';
import type { DivisionRow } from './generate';
import { MINUTE, WORLD_REF_DATE_MS, type Random } from './random';

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
    // The model always knows at least one product of its shelves.
    const learning = r.f.helpers.arrayElements(placed, Math.min(plan.pending + plan.training, placed.length - 1));
    const unknown = new Set(learning.map((m) => m.productIdx));
    learning.forEach((m, i) => {
      const trainingMs = trainingMsOf(device.deviceIdx, m.productIdx);
      const row: ProductTrainingRow = {
        productTrainingIdx: out.productTrainings.length + 1,
        deviceIdx: device.deviceIdx,
        productIdx: m.productIdx,
        trainingStatusCode: 'TRAINING_PENDING',
        trainingMs,
        learntMs: 0,
        startedAt: null,
        dueAt: null,
        createdDate: m.createdDate,
        updatedDate: m.createdDate,
      };
      if (i < plan.training) {
        // Part-way on the reference date: started 15–85 % of its time ago, to the minute.
        const started = WORLD_REF_DATE_MS - Math.round((trainingMs * r.int(15, 85)) / 100 / MINUTE) * MINUTE;
        Object.assign(row, { trainingStatusCode: 'TRAINING', startedAt: toWireDateTime(started), dueAt: toWireDateTime(started + trainingMs), updatedDate: toWireDateTime(started) });
      }
      out.productTrainings.push(row);
    });
    const known = placed.filter((m) => !unknown.has(m.productIdx));
    for (const m of known) out.deviceModelProducts.push({ deviceIdx: device.deviceIdx, productIdx: m.productIdx, learntAt: m.createdDate });
    const lastTrainedAt = known.map((m) => m.createdDate).sort().at(-1)!;
    // Earlier products and retrainings went into the build before these.
    const build = known.length + r.int(0, 6);
    out.deviceModels.push({ deviceIdx: device.deviceIdx, build, lastTrainedAt, updatedDate: lastTrainedAt });
  }
  return out;
}
