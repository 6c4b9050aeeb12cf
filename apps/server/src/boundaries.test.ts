// The layering rules of eslint.config.js (ARCHITECTURE §4) fire where they should and only there: each case
// lints one import as if it were written in a file of the given folder.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const RULE = 'layering/boundaries';

let eslint: ESLint;
beforeAll(() => {
  // The cases are imports written in files that do not exist: no type information for them, so the
  // type-aware rules are off here (the boundary rule resolves paths, not types).
  eslint = new ESLint({ cwd: ROOT, overrideConfig: tseslint.configs.disableTypeChecked });
});

/** The boundary errors of `code` written at `filePath` (relative to the repository). */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === RULE && message.severity === 2)
    .map((message) => message.message);
}

/** A source file of a web feature, found rather than named, so the test follows the features as they change. */
function featureFile(feature: string): string {
  const dir = path.join(ROOT, 'apps/web/src/features', feature);
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !file.includes('__tests__') && !/\.test\.tsx?$/.test(file),
  );
  const [file] = files.sort();
  if (!file) throw new Error(`no source file in feature ${feature}`);
  return file.replace(/\.tsx?$/, '');
}

const FEATURES = readdirSync(path.join(ROOT, 'apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('server boundaries', () => {
  it('a plugin never imports a module, and may import lib/', async () => {
    const file = 'apps/server/src/plugins/example.ts';
    expect(await boundaryErrors(file, "import { AuthService } from '../modules/auth/service.js';\n")).toEqual(
      [expect.stringContaining('Plugins never import modules')],
    );
    expect(
      await boundaryErrors(file, "import type { AuthContext } from '../lib/request-context.js';\n"),
    ).toEqual([]);
  });

  it("a module imports another module's service.ts only", async () => {
    const file = 'apps/server/src/modules/users/example.ts';
    for (const other of ['../auth/repository.js', '../transactions/mapping.js', '../auth/routes.js']) {
      expect(await boundaryErrors(file, `import * as other from '${other}';\n`), other).toEqual([
        expect.stringContaining('only through its service.ts'),
      ]);
    }
    expect(await boundaryErrors(file, "import { AuthService } from '../auth/service.js';\n")).toEqual([]);
    expect(await boundaryErrors(file, "import { findUserById } from './repository.js';\n")).toEqual([]);
    expect(await boundaryErrors(file, "import { AppError } from '../../lib/errors.js';\n")).toEqual([]);
  });

  it('db/ imports neither demo/ nor modules/', async () => {
    const file = 'apps/server/src/db/example.ts';
    expect(await boundaryErrors(file, "import { seedDemoData } from '../demo/seed.js';\n")).toHaveLength(1);
    expect(
      await boundaryErrors(file, "import { recordAudit } from '../modules/audit/service.js';\n"),
    ).toHaveLength(1);
    expect(await boundaryErrors(file, "import { users } from './schema/users.js';\n")).toEqual([]);
  });
});

describe('web boundaries', () => {
  const [one, other] = FEATURES;

  it('has features to check', () => {
    expect(FEATURES.length).toBeGreaterThanOrEqual(2);
  });

  it('a feature never imports another feature, and may import its own files and lib/', async () => {
    if (!one || !other) throw new Error('needs two features');
    const file = `apps/web/src/features/${one}/example.tsx`;
    expect(await boundaryErrors(file, `import * as x from '../${other}/${featureFile(other)}';\n`)).toEqual([
      expect.stringContaining('No cross-feature imports'),
    ]);
    expect(await boundaryErrors(file, `import * as x from './${featureFile(one)}';\n`)).toEqual([]);
    expect(await boundaryErrors(file, "import { http } from '../../lib/http';\n")).toEqual([]);
  });

  it('components/ and lib/ never import a feature', async () => {
    if (!one) throw new Error('needs a feature');
    for (const folder of ['components', 'lib']) {
      const code = `import * as x from '../features/${one}/${featureFile(one)}';\n`;
      expect(await boundaryErrors(`apps/web/src/${folder}/example.ts`, code), folder).toEqual([
        expect.stringContaining('never imports a feature'),
      ]);
    }
  });
});
