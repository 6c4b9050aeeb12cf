// The layering of docs/architecture.md as one ESLint rule: a table of (from, may not import) rows, checked on
// resolved paths and package names. apps/server/src/boundaries.test.ts has a case for every row.
// (eslint-plugin-import-x's no-restricted-paths would do this, but its native resolver cannot be installed
// from our registry: `npm ci` fails on its missing platform packages.)
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';

const isUnder = (dir, file) => file === dir || file.startsWith(`${dir}/`);
const underAny = (dirs) => (file) => dirs.some((dir) => isUnder(dir, file));

/** `dir/<name>/…` → name, else null. */
function folderUnder(dir, file) {
  if (!file.startsWith(`${dir}/`)) return null;
  return file.slice(dir.length + 1).split('/')[0] ?? null;
}

/** Test code (test files and the test helpers' folders) may reach what product code may not. */
const isTest = (file) => /\.test$/.test(file) || /\/(test|__tests__)\//.test(file);
const inServer = (file) => isUnder(SERVER, file);
const inWeb = (file) => isUnder(WEB, file);
const moduleFile = (kind) => (file) => new RegExp(`^${SERVER}/modules/[^/]+/${kind}$`).test(file);
const isPackage = (name) => (target) => target === name || target.startsWith(`${name}/`);

/** Packages that only a server can run: the browser bundle never imports them. */
const SERVER_ONLY = ['fastify', 'pg', 'drizzle-orm', '@electric-sql/pglite', 'pg-boss', 'nodemailer'];

/**
 * The rows: `from` picks the importing files, `forbids` the imports they may not make (both repository-
 * relative paths without extension, or package names). `id` names the row in messages and tests.
 */
export const RULES = [
  {
    id: 'plugins-below-modules',
    from: underAny([`${SERVER}/plugins`]),
    forbids: underAny([`${SERVER}/modules`, `${SERVER}/db`, `${SERVER}/jobs`]),
    message: 'plugins/ import neither modules/, db/ nor jobs/: shared types live in lib/.',
  },
  {
    id: 'lib-is-the-floor',
    from: underAny([`${SERVER}/lib`]),
    forbids: underAny([`${SERVER}/modules`, `${SERVER}/plugins`, `${SERVER}/db`, `${SERVER}/jobs`]),
    message: 'lib/ is the floor of the server: it imports none of modules/, plugins/, db/ or jobs/.',
  },
  {
    id: 'db-below-modules',
    from: underAny([`${SERVER}/db`]),
    forbids: underAny([`${SERVER}/modules`, `${SERVER}/plugins`, `${SERVER}/jobs`]),
    message: 'db/ imports neither modules/, plugins/ nor jobs/: they build on it.',
  },
  {
    id: 'jobs-below-modules',
    from: underAny([`${SERVER}/jobs`]),
    forbids: underAny([`${SERVER}/modules`, `${SERVER}/plugins`]),
    message: 'jobs/ define queues; the modules hand them their work: jobs/ import no module or plugin.',
  },
  {
    id: 'module-through-service',
    from: (file) => folderUnder(`${SERVER}/modules`, file) !== null,
    forbids: (target, file) => {
      const from = folderUnder(`${SERVER}/modules`, file);
      const to = folderUnder(`${SERVER}/modules`, target);
      return to !== null && to !== from && target !== `${SERVER}/modules/${to}/service`;
    },
    message: 'A module reaches another module only through its service.ts.',
  },
  {
    id: 'routes-call-services',
    from: moduleFile('routes'),
    forbids: (target) => /\/repository$/.test(target) || isUnder(`${SERVER}/db`, target),
    message: 'Handlers call their service: routes.ts never touches a repository or the database.',
  },
  {
    id: 'repositories-below-services',
    from: moduleFile('repository'),
    forbids: (target) => isUnder(`${SERVER}/modules`, target) && /\/(service|routes)$/.test(target),
    message: 'A repository is below its service: it imports no service and no routes.',
  },
  {
    id: 'services-below-routes',
    from: moduleFile('service'),
    forbids: (target) => isUnder(`${SERVER}/modules`, target) && /\/routes$/.test(target),
    message: 'A service never imports handlers (routes.ts).',
  },
  {
    id: 'demo-only-from-main',
    from: (file) => inServer(file) && file !== `${SERVER}/main` && !isTest(file),
    forbids: (target) => isPackage('@merchant-portal/demo')(target) || isUnder(`${SERVER}/demo`, target),
    message: 'Only main.ts loads the demo generator (and only when demo data is asked for).',
  },
  {
    id: 'app-only-from-main',
    from: (file) => inServer(file) && file !== `${SERVER}/main` && !isTest(file),
    forbids: (target) => target === `${SERVER}/app` || target === `${SERVER}/main`,
    message: 'app.ts is built by main.ts only (and by tests).',
  },
  {
    id: 'server-not-web',
    from: inServer,
    forbids: (target) =>
      isUnder(WEB, target) || isPackage('@merchant-portal/web')(target) || isPackage('react')(target),
    message: 'The server never imports the web app: what both need lives in packages/contracts.',
  },
  {
    id: 'feature-not-feature',
    from: (file) => folderUnder(`${WEB}/features`, file) !== null,
    forbids: (target, file) => {
      const to = folderUnder(`${WEB}/features`, target);
      return to !== null && to !== folderUnder(`${WEB}/features`, file);
    },
    message: 'No cross-feature imports: move shared code to components/ or lib/.',
  },
  {
    id: 'shared-not-feature',
    from: underAny([`${WEB}/components`, `${WEB}/lib`]),
    forbids: underAny([`${WEB}/features`]),
    message: 'Shared code (components/, lib/) never imports a feature.',
  },
  {
    id: 'shell-on-top',
    from: underAny([`${WEB}/features`, `${WEB}/components`, `${WEB}/lib`]),
    forbids: underAny([`${WEB}/app`]),
    message: 'Nothing imports the app shell (app/): it imports the features, not the other way round.',
  },
  {
    id: 'lib-below-components',
    from: underAny([`${WEB}/lib`]),
    forbids: underAny([`${WEB}/components`]),
    message: 'lib/ holds no UI: it imports no component.',
  },
  {
    id: 'web-not-server',
    from: inWeb,
    forbids: (target) =>
      isUnder('apps/server', target) ||
      isPackage('@merchant-portal/server')(target) ||
      isPackage('@merchant-portal/demo')(target) ||
      SERVER_ONLY.some((name) => isPackage(name)(target)),
    message: 'The browser bundle never imports the server, the demo or a server-only package.',
  },
  {
    id: 'contracts-stand-alone',
    from: underAny(['packages/contracts/src']),
    forbids: (target) =>
      isUnder('apps', target) ||
      isUnder('packages/demo', target) ||
      /^@merchant-portal\/(server|web|demo)(\/|$)/.test(target) ||
      target.startsWith('node:') ||
      SERVER_ONLY.some((name) => isPackage(name)(target)),
    message: 'packages/contracts runs in the browser and the server alike: it imports only zod and itself.',
  },
  {
    id: 'demo-through-ingest',
    from: (file) => isUnder('packages/demo/src', file) && !isTest(file),
    forbids: (target) =>
      isUnder('apps', target) ||
      (isPackage('@merchant-portal/server')(target) && target !== '@merchant-portal/server/ingest'),
    message: "The demo generator writes through the server's public ingest entry only.",
  },
];

/** The rows `file` breaks by importing `target` (both repository-relative, without extension). */
export function layeringViolations(file, target) {
  return RULES.filter((rule) => rule.from(file) && rule.forbids(target, file));
}

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the import arrows of the layering pointing one way' },
    schema: [],
  },
  create(context) {
    const file = path
      .relative(ROOT, context.filename)
      .split(path.sep)
      .join('/')
      .replace(/\.(js|jsx|ts|tsx|mjs)$/, '');
    const check = (source) => {
      const spec = source?.value;
      if (typeof spec !== 'string') return;
      const target = spec.startsWith('.')
        ? path
            .relative(ROOT, path.resolve(path.dirname(context.filename), spec))
            .split(path.sep)
            .join('/')
            .replace(/\.(js|jsx|ts|tsx|mjs)$/, '')
        : spec;
      for (const rule of layeringViolations(file, target)) {
        context.report({ node: source, message: `${rule.message} [${rule.id}]` });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { boundaries } };
