// Entity shapes on the wire, one file per resource group in ./entities/. The spec names a few
// fields per entity (§3); the rest are ours, defined once so the simulator, the console and the
// tests agree.
export * from './entities/organisation';
export * from './entities/devices';
export * from './entities/stock';
export * from './entities/commerce';
export * from './entities/statistics';
export * from './entities/employees';
export * from './entities/dashboard';
