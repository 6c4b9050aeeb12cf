// Gzipped download of each route of the SPA: the entry chunk, the route's lazy chunks (layout + page) and
// everything they import, from Vite's manifest. Run after `npm run build`.
// Usage: node bench/bundle-size.mjs [--dist <built SPA>] [--budget <kB>]
// With a budget it fails (exit 1) when the sign-in route passes it: the web build runs it so.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const option = (name) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const dist = path.resolve(option('--dist') ?? path.join(import.meta.dirname, '../apps/web/dist'));
const budgetKb = option('--budget') === undefined ? undefined : Number(option('--budget'));
if (budgetKb !== undefined && !(budgetKb > 0)) throw new Error('--budget takes a size in kB');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const ROUTES = {
  'signed-in shell (layout, menu; every route below but the first two)': [
    'src/app/layout/protected-layout.tsx',
  ],
  '/sign-in': ['src/app/layout/sign-in-layout.tsx', 'src/features/auth/sign-in-page.tsx'],
  '/not-found': ['src/app/layout/sign-in-layout.tsx', 'src/features/not-found/not-found-page.tsx'],
  '/dashboard (merchant overview)': [
    'src/app/layout/protected-layout.tsx',
    'src/features/dashboard/dashboard-page.tsx',
  ],
  '/dashboard (performance dashboard, ECharts)': [
    'src/app/layout/protected-layout.tsx',
    'src/features/dashboard/dashboard-page.tsx',
    'src/features/dashboard/performance/performance-dashboard.tsx',
    // ECharts, a chunk of its own loaded by the first chart that has figures to draw, not with the page.
    '_echarts-*',
  ],
  '/advanced-dashboard': [
    'src/app/layout/protected-layout.tsx',
    'src/features/advanced-dashboard/advanced-dashboard-page.tsx',
  ],
  '/profile': ['src/app/layout/protected-layout.tsx', 'src/features/profile/profile-page.tsx'],
  '/transactions': ['src/app/layout/protected-layout.tsx', 'src/features/transactions/transactions-page.tsx'],
  '/modee-transactions': [
    'src/app/layout/protected-layout.tsx',
    'src/features/transactions/transactions-page.tsx',
  ],
  '/merchant': ['src/app/layout/protected-layout.tsx', 'src/features/merchant/merchant-page.tsx'],
};

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const gz = new Map();
const gzipOf = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};

function collect(key, files, withDynamic) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported, files, false);
  if (withDynamic) for (const imported of chunk.dynamicImports ?? []) collect(imported, files, false);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const base = new Set();
collect(entryKey, base, false);
// The entry loads the app (render chunk) right away; count it as part of every route.
for (const imported of manifest[entryKey].dynamicImports ?? []) collect(imported, base, false);
const baseBytes = [...base]
  .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
  .reduce((sum, f) => sum + gzipOf(f), 0);

console.log(`entry + app shell (every route): ${kb(baseBytes)} gzipped, ${base.size} files (fonts excluded)`);
console.log('| route | gzipped JS+CSS (total) | of which route-specific |');
console.log('|---|---|---|');
const totals = new Map();
for (const [route, keys] of Object.entries(ROUTES)) {
  const files = new Set(base);
  for (const name of keys) {
    // A key ending in '*' names a shared chunk by its name, whatever its hash.
    const key = name.endsWith('*')
      ? Object.keys(manifest).find((k) => k.startsWith(name.slice(0, -1)))
      : name;
    if (!manifest[key]) throw new Error(`${name} is not in the manifest: update bench/bundle-size.mjs`);
    collect(key, files, false);
  }
  const total = [...files].filter((f) => /\.(js|css)$/.test(f)).reduce((sum, f) => sum + gzipOf(f), 0);
  totals.set(route, total);
  console.log(`| ${route} | ${kb(total)} | ${kb(total - baseBytes)} |`);
}
if (budgetKb !== undefined) {
  const signIn = totals.get('/sign-in');
  if (signIn > budgetKb * 1024) {
    console.error(`The sign-in route is ${kb(signIn)} gzipped, over its budget of ${budgetKb} kB.`);
    process.exitCode = 1;
  } else {
    console.log(`The sign-in route is ${kb(signIn)} gzipped, within its budget of ${budgetKb} kB.`);
  }
}
