// World sizes. 'demo' and 'training' are drawn row by row with their week of history (generate.ts);
// 'large' is a bulk world written straight into the database (bulk/), sized by exact row counts.
export interface Preset {
  kind?: 'detailed';
  companies: number;
  /** Divisions per company, inclusive range (the first company always gets at least 3). */
  divisionsPerCompany: readonly [number, number];
  /** Devices per store or site (warehouses hold none). */
  devicesPerDivision: readonly [number, number];
  traysPerDevice: readonly [number, number];
  /** Share of other companies' stores and sites that get a manager account. */
  managerShare: number;
}

/** A world of fleet size: exact counts, a statistically drawn history, a bounded live fleet. */
export interface BulkPreset {
  kind: 'bulk';
  companies: number;
  devices: number;
  payments: number;
  /** Product mappings (inventory rows): device trays and warehouse stock together. */
  productMappings: number;
  /** Whole KST days of sales history before the reference date's morning. */
  historyDays: number;
  /** Kiosks the fleet engine drives: the first by key, plus devices registered after seeding. */
  liveKiosks: number;
}

export const PRESETS = {
  demo: { companies: 8, divisionsPerCompany: [2, 4], devicesPerDivision: [1, 4], traysPerDevice: [3, 6], managerShare: 0.4 },
  // A classroom: four small companies, one per trainee (partner, partner02 … partner04), every store
  // with its manager, so each trainee runs a whole company without seeing the others.
  training: { companies: 4, divisionsPerCompany: [3, 3], devicesPerDivision: [1, 2], traysPerDevice: [3, 4], managerShare: 1 },
  large: { kind: 'bulk', companies: 40, devices: 10_000, payments: 1_000_000, productMappings: 100_000, historyDays: 28, liveKiosks: 500 },
} as const satisfies Record<string, Preset | BulkPreset>;

export type PresetName = keyof typeof PRESETS;
/** Presets drawn row by row (generate.ts). */
export type DetailedPresetName = { [K in PresetName]: (typeof PRESETS)[K] extends BulkPreset ? never : K }[PresetName];

export function isBulkPreset(preset: Preset | BulkPreset): preset is BulkPreset {
  return preset.kind === 'bulk';
}
