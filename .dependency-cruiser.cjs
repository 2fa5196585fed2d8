// Which way imports may point (docs/architecture.md, "The arrows"), checked by tests/unit/layers.test.ts.
// Each part of the house is a list of layers, lowest first: a layer may import its own files and
// any layer below it, never one above. Every rule says why in its comment.

/** Forbids each layer to import the layers above it: one rule per layer, named `<prefix>-<layer>-points-down`. */
function layerRules(prefix, layers) {
  return layers.slice(0, -1).map((layer, i) => ({
    name: `${prefix}-${layer.name}-points-down`,
    comment: layer.comment,
    severity: 'error',
    from: { path: layer.path },
    to: { path: layers.slice(i + 1).flatMap((above) => above.path) },
  }));
}

/** Every file belongs to a layer, so a new folder cannot slip past the rules unplaced. */
function unlayeredRule(prefix, root, layers) {
  return {
    name: `${prefix}-unlayered`,
    comment: `Every file under ${root} belongs to one of the ${prefix} layers in .dependency-cruiser.cjs: place a new folder or file there.`,
    severity: 'error',
    from: { path: `^${root}`, pathNot: layers.flatMap((layer) => layer.path) },
    to: {},
  };
}

// ── contract ─────────────────────────────────────────────────────────────────────────────────
const contractRules = [
  {
    name: 'contract-stands-alone',
    comment: 'contract/ is the API, once: the simulator and the console both build on it, so it imports neither.',
    severity: 'error',
    from: { path: '^contract/' },
    to: { path: ['^sim-server/', '^web/'] },
  },
];

// ── contract-suite ───────────────────────────────────────────────────────────────────────────
const suiteRules = [
  {
    name: 'contract-suite-black-box',
    comment: 'contract-suite/ tests a server from outside, over HTTP, and ships in the package: it builds on contract/ alone, never on the simulator or the console it may be pointed at.',
    severity: 'error',
    from: { path: '^contract-suite/' },
    to: { path: ['^sim-server/', '^web/', '^tests/', '^scripts/'] },
  },
];

// ── sim-server ───────────────────────────────────────────────────────────────────────────────
const SIM = 'sim-server/src/';
const simFiles = (...names) => names.map((name) => `^${SIM}${name}\\.ts$`);
const simFolder = (name) => `^${SIM}${name}/`;

/** sim-server/src, lowest first; every layer may import contract/. */
const simLayers = [
  {
    name: 'base',
    path: simFiles('clock', 'i18n', 'record-text', 'failure'),
    comment: 'The floor every layer stands on: the clock, the answer texts, the words written into records, the failures a rule throws. It knows no room of the house.',
  },
  {
    name: 'fleet',
    path: [simFolder('fleet')],
    comment: 'The kiosk model is pure: rules of time and chance, no table and no clock. The store computes with it (a training\'s progress, a batch\'s expiry), it never reads the store.',
  },
  {
    name: 'db',
    path: [simFolder('db')],
    comment: 'Schema, migrations and repositories (the only SQL of the API): storage serves sessions, the world and the handlers and knows none of them.',
  },
  {
    name: 'auth',
    path: [simFolder('auth')],
    comment: 'Sessions, passwords, scope, the demo accounts: read by the world, the classroom and the handlers, it asks nothing of them.',
  },
  {
    name: 'media',
    path: [simFolder('media')],
    comment: 'Product pictures: where they live and how they are drawn and signed. The world names them, the handlers link them; it knows neither.',
  },
  {
    name: 'world',
    path: [simFolder('world')],
    comment: 'The seeded world writes tables through db/ and the model in fleet/; the fleet on the clock and the classroom start from it, so it never calls them.',
  },
  {
    name: 'fleet-runtime',
    path: [simFolder('fleet-runtime')],
    comment: 'The fleet on the clock runs the model over the world\'s rows; the classroom and the handlers steer it, it never calls them.',
  },
  {
    name: 'classroom',
    path: [simFolder('classroom')],
    comment: 'A class copies sandboxes and checks a course over the world and the fleet; the mount and the control API call it. What it needs of them comes in as a callback.',
  },
  {
    name: 'options',
    path: simFiles('options'),
    comment: 'One app\'s settings, resolved: every request reads them, so they name nothing of the request pipeline.',
  },
  {
    name: 'http',
    path: [simFolder('http')],
    comment: 'The request pipeline and the catalog mount: it runs handlers it is given and never imports one (routes/, control/ plug into it).',
  },
  {
    name: 'handlers',
    path: [simFolder('routes'), simFolder('control'), ...simFiles('runtime-config', 'live-proxy', 'static')],
    comment: 'What the app mounts: the catalog\'s handlers, the /sim control API, the runtime config, the Live proxy, the console\'s files. Only the app assembles them.',
  },
  {
    name: 'app',
    path: simFiles('app', 'main', 'banner', 'settings'),
    comment: 'The top: createSimApp assembles everything, main.ts reads the command line and listens.',
  },
];

const simRules = [
  ...layerRules('sim', simLayers),
  unlayeredRule('sim', SIM, simLayers),
  {
    name: 'sim-fleet-is-pure',
    comment: 'fleet/ is the model alone: no package and no Node module (no disk, no database, no network), so the seeded history and the running fleet can share it and tests run it bare.',
    severity: 'error',
    from: { path: simFolder('fleet') },
    to: { dependencyTypes: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-bundled', 'npm-no-pkg', 'npm-unknown'] },
  },
];

// The console's floors and rooms have their own file, web/.dependency-cruiser.cjs
// (tests/unit/layers-web.test.ts): its resolution options (tsx, the console's aliases) are its own.

// ── everywhere ───────────────────────────────────────────────────────────────────────────────
const sharedRules = [
  {
    name: 'no-circular',
    comment: 'A cycle has no bottom: neither side can be read, tested or moved without the other.',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
];

module.exports = {
  forbidden: [...contractRules, ...suiteRules, ...simRules, ...sharedRules],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are arrows too: a type from above ties a layer to it all the same.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    cache: false,
  },
};
