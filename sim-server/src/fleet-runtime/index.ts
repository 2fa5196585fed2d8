// The fleet engine wired to the database and a simulated clock: what app.ts, the API handlers
// (through their after-commit hook) and the /sim control API use.
export { FleetRuntime, TEMPERATURE_RETENTION_MS, TIMER_MS, type FleetChange, type FleetKiosk, type FleetRuntimeConfig, type Outcome, type StartupReport } from './runtime';
export { FEED_CAPACITY, type FeedDraft } from './event-feed';
export { parseSourceId, type ParsedSourceId } from './fault-ledger';
export { planStart, type StartInput, type StartPlan } from './start-plan';
export { REFUSALS } from './refusals';
