// Console build: root web/, output web/dist (served by the simulator), @contract alias as in tsconfig.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const backend = process.env.SIM_URL ?? 'http://localhost:8080';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
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
