// npm start's build step: it builds when the build is missing or a source changed, and only then.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTPUTS, buildWhenChanged } from './build-when-changed.mjs';

let root = '';
const write = (file, text = 'x') => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-when-changed-'));
  write('package.json', '{}');
  write('package-lock.json', '{}');
  write('apps/server/src/main.ts', 'listen()');
  write('apps/web/src/app.tsx', 'app');
  write('packages/contracts/src/format.ts', 'format');
  write('packages/demo/src/seed.ts', 'seed');
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A build that writes every output, as `npm run build` does, and counts its runs. */
function fakeBuild(status = 0) {
  return vi.fn(() => {
    for (const output of OUTPUTS) write(output.endsWith('dist') ? `${output}/index.js` : output);
    return status;
  });
}

describe('the build before npm start', () => {
  it('builds the first time, then not again while no source changes', () => {
    const build = fakeBuild();
    expect(buildWhenChanged(root, build)).toBe(0);
    expect(buildWhenChanged(root, build)).toBe(0);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('builds again when a source changes, is added or removed, or the lock file changes', () => {
    const build = fakeBuild();
    buildWhenChanged(root, build);
    write('apps/web/src/app.tsx', 'app, changed');
    buildWhenChanged(root, build);
    write('packages/contracts/src/new.ts', 'new');
    buildWhenChanged(root, build);
    rmSync(path.join(root, 'packages/contracts/src/new.ts'));
    buildWhenChanged(root, build);
    write('package-lock.json', '{"lockfileVersion":3}');
    buildWhenChanged(root, build);
    expect(build).toHaveBeenCalledTimes(5);
  });

  it('builds again when an output is gone', () => {
    const build = fakeBuild();
    buildWhenChanged(root, build);
    rmSync(path.join(root, 'apps/web/dist'), { recursive: true });
    buildWhenChanged(root, build);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('ignores what a build or an install writes', () => {
    const build = fakeBuild();
    buildWhenChanged(root, build);
    write('apps/server/dist/extra.js');
    write('apps/web/node_modules/some/index.js');
    write('packages/contracts/tsconfig.build.tsbuildinfo');
    buildWhenChanged(root, build);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('keeps no record of a failed build: the next start builds again, and the failure is its exit code', () => {
    const failing = fakeBuild(2);
    expect(buildWhenChanged(root, failing)).toBe(2);
    const build = fakeBuild();
    buildWhenChanged(root, build);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
