// Public face of the fleet engine: what the database wiring and the /sim control API use.
export { SimClock } from './clock';
export { createFleetEngine, type FleetConfig, type FleetEngine, type ProductPatch } from './engine';
export type { DeviceStatus, KioskSnapshot } from './snapshot';
export type { CommandResult } from './commands';
export type { Refusal } from './condition';
export type { CustomerRequest, StaffRequest } from './door';
export type * from './events';
export { FAULTS, FAULT_CODES, CHECK_ITEMS, isFaultCode, type FaultCode, type FaultDef, type FaultSeverity } from './faults';
export { DAY_MS, HOUR_MS, MINUTE_MS, kstDate, kstDayStart } from './kst';
export { kioskSpecsFromRows, type FleetRows } from './from-rows';
export { DEFAULT_OPTIONS, type FaultSource, type FleetOptions, type KioskSpec, type ProductSpec, type TraySpec, type ZoneSpec, type EmployeeSpec, type PendingRefund } from './model';
export { inSlots, minutesOf, nextResetAt, type CardSpec, type ResetRule, type Slot } from './cards';
export { activePromotion, priceLine, type PricedLine, type PromotionSpec, type PromotionTerms, type PromotionType } from './pricing';
export { createRandom, deriveSeed, type Random } from './random';
export { SCENARIO_NAMES, isScenarioName, runScenario, type ScenarioName, type ScenarioOptions, type ScenarioResult } from './scenarios';
export { trafficWeight } from './traffic';
export { learntAtPause, modelVersion, trainingDueAt, trainingMsOf, trainingProgress } from './training';
