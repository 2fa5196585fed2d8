// World sizes. 'training' and 'large' come with later issues.
export interface Preset {
  companies: number;
  /** Divisions per company, inclusive range (the first company always gets at least 3). */
  divisionsPerCompany: readonly [number, number];
  /** Devices per store or site (warehouses hold none). */
  devicesPerDivision: readonly [number, number];
  traysPerDevice: readonly [number, number];
  /** Share of other companies' stores and sites that get a manager account. */
  managerShare: number;
}

export const PRESETS = {
  demo: { companies: 8, divisionsPerCompany: [2, 4], devicesPerDivision: [1, 4], traysPerDevice: [3, 6], managerShare: 0.4 },
} as const satisfies Record<string, Preset>;

export type PresetName = keyof typeof PRESETS;
