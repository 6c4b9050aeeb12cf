// The layering of ARCHITECTURE §3–§4 as one ESLint rule, checked on resolved paths: a plugin never imports a
// module; db/ imports neither demo/ nor modules/; a module reaches another module only through its
// service.ts; a web feature never imports another feature, and components/ and lib/ never import a feature.
// (eslint-plugin-import-x's no-restricted-paths would do this, but its native resolver cannot be installed
// from our registry: `npm ci` fails on its missing platform packages.)
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';

/** `dir/<name>/…` → name, else null. */
function folderUnder(dir, file) {
  if (!file.startsWith(`${dir}/`)) return null;
  return file.slice(dir.length + 1).split('/')[0] ?? null;
}

const isUnder = (dir, file) => file === dir || file.startsWith(`${dir}/`);

/** Why `file` may not import `target` (both repository-relative, without extension), or null. */
export function layeringViolation(file, target) {
  if (isUnder(`${SERVER}/plugins`, file) && isUnder(`${SERVER}/modules`, target)) {
    return 'Plugins never import modules: shared types live in lib/ (lib/request-context.ts).';
  }
  if (
    isUnder(`${SERVER}/db`, file) &&
    (isUnder(`${SERVER}/demo`, target) || isUnder(`${SERVER}/modules`, target))
  ) {
    return 'db/ imports neither demo/ nor modules/: they build on it.';
  }
  const fromModule = folderUnder(`${SERVER}/modules`, file);
  const toModule = folderUnder(`${SERVER}/modules`, target);
  if (
    fromModule &&
    toModule &&
    fromModule !== toModule &&
    target !== `${SERVER}/modules/${toModule}/service`
  ) {
    return 'A module reaches another module only through its service.ts.';
  }
  const fromFeature = folderUnder(`${WEB}/features`, file);
  const toFeature = folderUnder(`${WEB}/features`, target);
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return 'No cross-feature imports: move shared code to components/ or lib/.';
  }
  if ((isUnder(`${WEB}/components`, file) || isUnder(`${WEB}/lib`, file)) && toFeature) {
    return 'Shared code (components/, lib/) never imports a feature.';
  }
  return null;
}

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the import arrows of the layering pointing one way' },
    schema: [],
  },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const check = (source) => {
      const spec = source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const resolved = path.relative(ROOT, path.resolve(path.dirname(context.filename), spec));
      const target = resolved
        .split(path.sep)
        .join('/')
        .replace(/\.(js|jsx|ts|tsx|mjs)$/, '');
      const message = layeringViolation(file, target);
      if (message) context.report({ node: source, message });
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
