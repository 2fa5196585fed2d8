// The telemetry rules, as data: per device type and temperature class, the setpoint and the
// thermostat's band, the defrost schedule and its peak, and the alarms (design.md §8: warning above
// 5 °C held 15 minutes, critical above 10 °C, both held during a defrost and its pull-down, as Foster
// "d8" and Accucold's display lock do). The thermal model and the alarms read them; nothing else
// decides when a kiosk is too warm.
import { DASHBOARD_LIMITS, type DEVICE_TYPES } from '../../../contract/index';

type DeviceType = (typeof DEVICE_TYPES)[number];

export type TemperatureClass = 'CHILLED';

export interface TelemetryRules {
  temperatureClass: TemperatureClass;
  /** Setpoints the class allows (fresh food: 3–4 °C). */
  setpointC: readonly [number, number];
  /** The thermostat switches at setpoint ± band. */
  bandC: number;
  defrost: {
    everyH: readonly [number, number];
    minutes: readonly [number, number];
    peakC: readonly [number, number];
    /** Alarms stay held this long after the heater stops, while the cabinet pulls down. */
    holdAfterMin: number;
  };
  /** Above aboveC for forMin minutes: a WARNING (the console's alert line). */
  warning: { aboveC: number; forMin: number };
  /** Above aboveC: a CRITICAL at once (Korea's chilled range ends at 10 °C). */
  critical: { aboveC: number };
  /** Below belowC for forMin minutes: a freezing-risk WARNING. */
  low: { belowC: number; forMin: number };
}

const CHILLED: TelemetryRules = {
  temperatureClass: 'CHILLED',
  setpointC: [3, 4],
  bandC: 1,
  defrost: { everyH: [6, 8], minutes: [20, 30], peakC: [6, 8], holdAfterMin: 30 },
  warning: { aboveC: DASHBOARD_LIMITS.temperatureAlertC, forMin: 15 },
  critical: { aboveC: 10 },
  low: { belowC: 0, forMin: 15 },
};

/** Rules per device type and class; a type without a class has no refrigeration (KIOSK: ambient). */
export const TELEMETRY_RULES: Record<DeviceType, Partial<Record<TemperatureClass, TelemetryRules>>> = {
  AI_FRIDGE: { CHILLED },
  // A spiral vending machine's evaporator ices less (no shelves opened by hand): shorter, cooler defrosts.
  VENDING: { CHILLED: { ...CHILLED, defrost: { ...CHILLED.defrost, minutes: [20, 25], peakC: [6, 7] } } },
  KIOSK: {},
};

/** The class of a zone cooled to `setpoint` (Korea's chilled range is 0–10 °C). */
export function temperatureClassOf(setpoint: number): TemperatureClass | null {
  return setpoint >= 0 && setpoint <= 10 ? 'CHILLED' : null;
}

/** The rules of a device's refrigerated zone (a chilled fridge's when the table has none for the type). */
export function telemetryRulesOf(deviceType: DeviceType, setpoint: number): TelemetryRules {
  const cls = temperatureClassOf(setpoint) ?? 'CHILLED';
  return TELEMETRY_RULES[deviceType][cls] ?? CHILLED;
}
