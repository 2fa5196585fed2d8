// Console build: root web/, output web/dist (served by the simulator), @contract alias as in tsconfig.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import purgeCSSPlugin from '@fullhuman/postcss-purgecss';
import type { AcceptedPlugin, Helpers, Root } from 'postcss';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

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

/**
 * The system's own fonts instead of the theme's Inter (two variable fonts, 345 and 381 KB, the
 * largest download of a first visit). Korean text never had Inter: it has no Hangul, so the
 * browser drew it in a system font already. Latin and digits now come from the platform's UI font
 * (macOS, Windows, Android), else from a Korean font's own Latin letters: not `system-ui`, which on
 * a bare Linux is DejaVu Sans, wide enough to push a table's dates out of their column.
 */
const SYSTEM_FONT =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans KR", "Noto Sans CJK KR", "Helvetica Neue", Arial, sans-serif';

const THEME_CSS = /primereact[\\/]resources[\\/]themes[\\/]lara-light-blue[\\/]theme\.css/;

function accessibleTheme(): Plugin {
  return {
    name: 'kiosk:accessible-theme',
    enforce: 'pre',
    transform(code, id) {
      if (!THEME_CSS.test(id)) return null;
      return code
        .replace(/#[0-9a-f]{6}\b/gi, (hex) => ACCESSIBLE_THEME_COLOURS[hex.toLowerCase()] ?? hex)
        .replace(/@font-face\s*{[^}]*"Inter var"[^}]*}/g, '')
        .replace(/"Inter var", sans-serif/g, SYSTEM_FONT);
    },
  };
}

/**
 * Only the PrimeFlex utilities and primeicons the console names ship: PurgeCSS keeps a rule of
 * theirs when its class appears as a word in web/src or index.html (the PrimeReact theme is left
 * whole: its classes are put together by PrimeReact at run time). Words may carry PrimeFlex's
 * breakpoint prefix (`md:col-6`), so the extractor keeps colons and also yields the parts.
 * A class that is put together in code (`'text-' + tone`) would be missed: name classes whole
 * (docs/decisions.md); UTILITY_SAFELIST holds the ones that cannot be.
 */
const UTILITY_SAFELIST: RegExp[] = [];

function purgeUnusedUtilities(): AcceptedPlugin {
  const web = fileURLToPath(new URL('.', import.meta.url));
  const purge = purgeCSSPlugin({
    content: [`${web}index.html`, `${web}src/**/*.{ts,tsx}`],
    defaultExtractor: (content: string) => {
      const words = content.match(/[\w:-]+/g) ?? [];
      return [...words, ...words.flatMap((word) => (word.includes(':') ? word.split(':') : []))];
    },
    safelist: { standard: UTILITY_SAFELIST },
  }) as unknown as { OnceExit(root: Root, helpers: Helpers): Promise<void> };
  return {
    postcssPlugin: 'kiosk:purge-unused-utilities',
    OnceExit(root, helpers) {
      const file = root.source?.input.file ?? '';
      if (/node_modules[\\/](primeflex|primeicons)[\\/]/.test(file)) return purge.OnceExit(root, helpers);
    },
  };
}

/**
 * Chunks for the first screen. Left to automatic splitting, the sign-in page came in 22 files and
 * the dashboard in about 50: on a phone's link each file costs a round trip (six at a time over
 * HTTP/1.1), more than its bytes. The groups below put what is loaded together in one file. A
 * module no group names keeps the bundler's own splitting, so a module missed costs a file, never a
 * wrong load; a module named here that a screen imports brings its whole group, which the bundle
 * budget test (sign-in) and docs/performance.md (Lighthouse) watch.
 */
const anyOf = (...patterns: RegExp[]) => new RegExp(patterns.map((p) => p.source).join('|'));
/** The sign-in form and its widgets: what the sign-in page needs before its form is usable. */
const SIGN_IN_FORM = anyOf(
  /web[\\/]src[\\/](features[\\/]auth[\\/]AuthLayout|ui[\\/](LanguageSwitch|BackendBadge|TextField|labels|form[\\/](FieldInput|FormProblemsContext)))\.tsx?$/,
  /node_modules[\\/]primereact[\\/](inputtext|keyfilter|message|checkbox|icons[\\/](check|exclamationtriangle|infocircle|timescircle))[\\/]/,
);
/** What every page loads beside its own once 'Loading...' is painted: the overlays and the API transport. */
const SCREEN_COMMON = anyOf(
  /web[\\/]src[\\/](app[\\/]Overlays|ui[\\/](NoticeToast|MessageDialog)|api[\\/](client|errors))\.tsx?$/,
  /node_modules[\\/](axios|react-transition-group|dom-helpers|@babel[\\/]runtime)[\\/]/,
  /node_modules[\\/]primereact[\\/](dialog|confirmdialog|toast|overlayservice|csstransition|icons[\\/](times|windowmaximize|windowminimize))[\\/]/,
);
/** The signed-in shell (header, menu, the clock) and the small parts every signed-in screen uses. */
const SHELL = anyOf(
  /web[\\/]src[\\/]app[\\/](Shell|ShellRouteView|SideMenu|access|useBackendClockSync)\.tsx?$/,
  /web[\\/]src[\\/]core[\\/](backendClock|useCan)\.ts$/,
  /web[\\/]src[\\/]ui[\\/](NotBuiltPage|NotPermittedPage|keepFocusInside|useInterval|format|AutoRefreshToggle|useAutoRefresh|useLiveFetch)\.tsx?$/,
  /web[\\/]src[\\/]features[\\/]classroom[\\/]TraineeExercises\.tsx$/,
  /contract[\\/](permissions|field-labels)\.ts$/,
  /node_modules[\\/](dayjs[\\/]dayjs\.min\.js|primereact[\\/](sidebar|progressbar|tag|inputswitch|card)[\\/])/,
);

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    routeTableFromCatalog(),
    accessibleTheme(),
    // web/dist/**/*.br and .gz beside each text file, sent by sim-server/src/static.ts to browsers
    // that accept them. Fonts (woff2) are compressed already.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(html|css|js|json|svg)$/,
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  css: { postcss: { plugins: [purgeUnusedUtilities()] } },
  resolve: {
    alias: [
      { find: '@contract', replacement: fileURLToPath(new URL('../contract', import.meta.url)) },
      // PrimeReact's Chart imports every chart type; the console's charts need a few (ui/chartjs.ts).
      { find: /^chart\.js\/auto$/, replacement: fileURLToPath(new URL('./src/ui/chartjs.ts', import.meta.url)) },
      // zod, set jitless before any schema is built (src/zod.ts says why).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/zod.ts', import.meta.url)) },
    ],
  },
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
    // Every browser the console supports knows <link rel=modulepreload> (Chrome 66, Firefox 115,
    // Safari 17): no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Vendor groups, so the login route loads React and a few small PrimeReact widgets only,
        // and the first screen's groups above. PrimeReact's tables, calendars and uploads are left
        // to the bundler's own splitting: each arrives with the screens that import it (one group of
        // them all made the dashboard load calendar, tree and upload code it never runs).
        codeSplitting: {
          // Shared PrimeReact core (api, utils) must not be dragged into a vendor group.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'vendor-chart', test: /node_modules[\\/](chart\.js|@kurkle)[\\/]/, priority: 30 },
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 10 },
            { name: 'sign-in-form', test: SIGN_IN_FORM, priority: 20 },
            { name: 'screen-common', test: SCREEN_COMMON, priority: 8 },
            { name: 'shell', test: SHELL, priority: 7 },
            // Everything the entry imports statically (router, stores, i18n, PrimeReact's core): one
            // file beside React's, where it came in 16.
            { name: 'boot', tags: ['$initial'], priority: 5 },
          ],
        },
      },
    },
  },
});
