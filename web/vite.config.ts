// Console build: root web/, output web/dist (served by the simulator), @contract alias as in tsconfig.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const backend = process.env.SIM_URL ?? 'http://localhost:8080';

/**
 * The console calls endpoints through contract/api-routes.ts, generated from the catalog (no zod on
 * the sign-in route). The dev server rewrites a stale table on start; a build refuses one, so what
 * ships always matches the catalog (`npm run api-routes` writes it).
 */
function routeTableFromCatalog(): Plugin {
  let serving = false;
  return {
    name: 'kiosk:route-table',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    async buildStart() {
      // Through Vite's module runner (TypeScript, zod), not bundled into this config.
      const { module } = await runnerImport<typeof import('../contract/route-table')>(fileURLToPath(new URL('../contract/route-table.ts', import.meta.url)));
      const { ROUTE_TABLE_PATH, renderRouteTable } = module;
      const file = fileURLToPath(new URL(`../${ROUTE_TABLE_PATH}`, import.meta.url));
      const wanted = renderRouteTable();
      let current = '';
      try {
        current = readFileSync(file, 'utf8');
      } catch {
        // Missing: written below (dev) or refused (build).
      }
      if (current === wanted) return;
      if (serving) {
        writeFileSync(file, wanted);
        this.warn(`${ROUTE_TABLE_PATH} rewritten from the catalog`);
      } else {
        this.error(`${ROUTE_TABLE_PATH} does not match contract/catalog.ts: run \`npm run api-routes\` and commit it`);
      }
    },
  };
}

/**
 * The PrimeReact theme (lara-light-blue) with its brand and severity colours darkened to pass WCAG
 * 2.1 AA contrast (4.5:1 for text) wherever the theme puts white text on them or uses them as
 * text: each colour moves to a darker shade of the same hue, and each hover/active shade one step
 * further, so states still differ. One pass over the file, so a replaced colour is not replaced again.
 */
const ACCESSIBLE_THEME_COLOURS: Record<string, string> = {
  // primary (blue): #235fe6 keeps 4.5:1 also on the info message's pale blue
  '#3b82f6': '#235fe6', '#2563eb': '#1d4ed8',
  // success, info, warning, help, danger: base, hover, active
  '#22c55e': '#15803d', '#16a34a': '#166534', '#15803d': '#14532d',
  '#0ea5e9': '#0369a1', '#0284c7': '#075985', '#0369a1': '#0c4a6e',
  '#f97316': '#c2410c', '#ea580c': '#9a3412', '#c2410c': '#7c2d12',
  '#a855f7': '#7e22ce', '#9333ea': '#6b21a8', '#7e22ce': '#581c87',
  '#ef4444': '#dc2626', '#dc2626': '#b91c1c', '#b91c1c': '#991b1b',
  // Secondary text (--text-color-secondary, PrimeFlex text-500) and PrimeFlex's text-green-700 and
  // text-red-600: 4.5:1 also on a hovered or striped table row (#f3f4f6)
  '#6b7280': '#636a77', '#188a42': '#15803d', '#d9342b': '#c42b22',
  // messages and toasts (success, warn, error) and invalid fields' error text
  '#1ea97c': '#15803d', '#cc8925': '#a16207', '#ff5757': '#b91c1c', '#e24c4c': '#dc2626',
};

function accessibleTheme(): Plugin {
  return {
    name: 'kiosk:accessible-theme',
    enforce: 'pre',
    transform(code, id) {
      if (!/primereact[\\/]resources[\\/]themes[\\/]lara-light-blue[\\/]theme\.css/.test(id)) return null;
      return code.replace(/#[0-9a-f]{6}\b/gi, (hex) => ACCESSIBLE_THEME_COLOURS[hex.toLowerCase()] ?? hex);
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), routeTableFromCatalog(), accessibleTheme()],
  resolve: { alias: { '@contract': fileURLToPath(new URL('../contract', import.meta.url)) } },
  server: {
    // The simulator's paths only: '/sim' alone would also catch the console's /simulator. The Host
    // header is kept (vite's shorthand rewrites it) so the links the simulator makes from it (product
    // images under /media) point at this server, whose origin the page may load from.
    proxy: Object.fromEntries(['/api/', '/sim/', '/media/', '/runtime-config.json'].map((prefix) => [prefix, { target: backend, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Vendor groups, so the login route loads React and a few small PrimeReact widgets only;
        // tables, calendars and charts arrive with the screens that use them.
        codeSplitting: {
          // Shared PrimeReact core (api, utils) must not be dragged into the data group.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'vendor-chart', test: /node_modules[\\/](chart\.js|@kurkle)[\\/]/, priority: 30 },
            {
              name: 'vendor-primereact-data',
              test: /node_modules[\\/]primereact[\\/](datatable|column|paginator|dropdown|calendar|multiselect|treetable|virtualscroller|overlaypanel|tree|chart|fileupload)[\\/]/,
              priority: 20,
            },
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
