// The console's floors (docs/architecture.md), checked by tests/unit/layers-web.test.ts. Run from the
// repository root: `npx depcruise web/src --config web/.dependency-cruiser.cjs`.
//
// Bottom to top; a module imports only its own floor and the floors below it:
//   contract → i18n → api → state → core → ui → features → app
// i18n: texts; api: the one way out (callEndpoint, runtime config); state: the cross-cutting stores
// (session, UI flags, org tree, tour) and the store factory; core: what every screen needs of the
// session and the address bar (paths, navigation, session, useCan, the back end's clock); ui: building
// blocks; features: one room per resource, with its store, screens and pieces; app: the shell, the
// route table and the only importer of rooms. web/src/main.tsx and zod.ts are entry points.
const fs = require('node:fs');
const path = require('node:path');

const LAYERS = ['i18n', 'api', 'state', 'core', 'ui', 'features', 'app'];

// A room uses another room only where its screen is about that other resource, and only through
// the modules named here (paths under web/src/features/), each pair saying why. Everything else a
// second room needs moves down (to ui/ or state/).
const ROOM_USES = {
  // The point log picks an employee from the employee list and opens a payment's lines.
  employeePointLog: ['employeeUid/store', 'payment/store', 'payment/PaymentLinesDialog'],
  // An order and a promotion pick products from the product master list.
  order: ['product/store'],
  promotion: ['product/store'],
  // A door session shows the products of the payment it became, found with the payment list, and its result.
  device: ['payment/PaymentLinesDialog', 'payment/paymentRecords', 'payment/PaymentResult'],
  // A kiosk's payments page sits under that kiosk's header (the device's page family).
  payment: ['device/DeviceHeader', 'device/useDeviceOfRoute'],
  // Stock is placed on a kiosk's trays: the tray store belongs to the device.
  product: ['device/trayStore'],
  // A sales day lists its payments with the payment list's query.
  sales: ['payment/paymentQuery'],
  // My info holds the switch of the operator's own alerts.
  user: ['alerts/AlertsSwitch'],
  // Reports are over sales (the sales period, the month filter, monthly revenue); the display
  // report draws a kiosk's trays with the inventory cells.
  statistics: ['sales/salesPeriod', 'sales/MonthRangeFilter', 'sales/store', 'product/inventory/InventoryCells'],
};

const rooms = fs
  .readdirSync(path.join(__dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerRules = LAYERS.slice(0, -1).map((layer, i) => ({
  name: `${layer}-points-down`,
  comment: `web/src/${layer} imports only the floors below it (${LAYERS.slice(0, i).join(', ') || 'contract'})`,
  severity: 'error',
  from: { path: `^web/src/${layer}/` },
  to: { path: `^web/src/(${LAYERS.slice(i + 1).join('|')})/` },
}));

const roomRules = rooms.map((room) => ({
  name: `room-${room}`,
  comment: `features/${room} imports no other room${ROOM_USES[room] ? ` but ${ROOM_USES[room].join(', ')}` : ''}`,
  severity: 'error',
  from: { path: `^web/src/features/${room}/` },
  to: {
    path: '^web/src/features/',
    pathNot: [`^web/src/features/${room}/`, ...(ROOM_USES[room] ?? []).map((module) => `^web/src/features/${module}\\.tsx?$`)],
  },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    ...roomRules,
    {
      name: 'web-not-server',
      comment: 'the console and the simulator meet only in contract/',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^sim-server/' },
    },
    {
      name: 'contract-knows-no-console',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^web/' },
    },
    {
      name: 'no-circular',
      comment: 'A cycle has no bottom: neither side can be read, tested or moved without the other (type-only imports count, as in the simulator).',
      severity: 'error',
      from: { path: '^web/src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules', '^contract/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
