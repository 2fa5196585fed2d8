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

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), routeTableFromCatalog()],
  resolve: { alias: { '@contract': fileURLToPath(new URL('../contract', import.meta.url)) } },
  server: {
    proxy: { '/api': backend, '/sim': backend, '/runtime-config.json': backend },
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
