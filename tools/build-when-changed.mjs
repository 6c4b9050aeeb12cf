// `npm start` builds only when the build is missing or a source changed since it was made, so a second start
// takes seconds rather than a minute of compiling (README.md). A digest of every file the build
// reads is kept next to the installed packages after each build this script runs, and compared before the next.
// Usage: node tools/build-when-changed.mjs
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The workspaces `npm run build` compiles, in its order. */
const BUILT = ['packages/contracts', 'apps/server', 'packages/demo', 'apps/web'];
/** The root's files every build reads: the dependencies' versions and the shared compiler options. */
const SHARED = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
/** What a build writes (or an install holds) rather than reads. */
const NOT_SOURCES = new Set(['node_modules', 'dist', 'dist-types', 'data']);
/** One output of each workspace: a build without them all is no build. */
export const OUTPUTS = [
  'packages/contracts/dist',
  'apps/server/dist/main.js',
  'packages/demo/dist',
  'apps/web/dist/index.html',
  'packages/demo/dist/snapshot/full/note.json',
];
export const DIGEST_FILE = 'node_modules/.cache/merchant-portal/build-digest';

function sourcesUnder(root, dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const name = path.join(dir, entry.name);
    if (NOT_SOURCES.has(entry.name) || entry.name.startsWith('.')) return [];
    if (entry.isDirectory()) return sourcesUnder(root, name);
    return entry.isFile() && !entry.name.endsWith('.tsbuildinfo') ? [name] : [];
  });
}

/** One digest of every source file's path and content: any change, addition or removal changes it. */
export function sourcesDigest(root = ROOT) {
  const files = [
    ...SHARED.filter((file) => existsSync(path.join(root, file))),
    ...BUILT.flatMap((dir) => sourcesUnder(root, dir)),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether the last build this script made is there and was made from the sources as they are now. */
export function isBuildCurrent(root = ROOT, digest = sourcesDigest(root)) {
  const kept = path.join(root, DIGEST_FILE);
  return (
    OUTPUTS.every((output) => existsSync(path.join(root, output))) &&
    existsSync(kept) &&
    readFileSync(kept, 'utf8') === digest
  );
}

/** Builds when needed; the digest is taken before building, so a file saved during the build counts next time. */
export function buildWhenChanged(
  root = ROOT,
  build = () => spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status,
) {
  const digest = sourcesDigest(root);
  if (isBuildCurrent(root, digest)) {
    console.log('Build is up to date: no source changed since it was made.');
    return 0;
  }
  const status = build();
  if (status !== 0) return status ?? 1;
  mkdirSync(path.dirname(path.join(root, DIGEST_FILE)), { recursive: true });
  writeFileSync(path.join(root, DIGEST_FILE), digest);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = buildWhenChanged();
