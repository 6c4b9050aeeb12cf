// Every row of the layering table (eslint-rules/layering.js) fires where it should and only there: each case
// lints one forbidden and one allowed import as if written in a file of the given folder, through ESLint and
// the repository's own config, so a row that stops firing or a config that stops applying it fails here.
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: the rule is plain JavaScript without type declarations.
import { RULES } from '../../../eslint-rules/layering.js';

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

interface Case {
  /** A file the row covers. */
  file: string;
  /** Imports the row forbids there. */
  forbidden: string[];
  /** Imports it allows there (each row is checked not to fire too widely). */
  allowed: string[];
}

const S = 'apps/server/src';
const W = 'apps/web/src';

const CASES: Record<string, Case> = {
  'plugins-below-modules': {
    file: `${S}/plugins/example.ts`,
    forbidden: ['../modules/auth/service.js', '../db/client.js', '../jobs/boss.js'],
    allowed: ['../lib/request-context.js', '@merchant-portal/contracts/endpoints'],
  },
  'lib-is-the-floor': {
    file: `${S}/lib/example.ts`,
    forbidden: [
      '../modules/users/service.js',
      '../plugins/authorize.js',
      '../db/client.js',
      '../jobs/boss.js',
    ],
    allowed: ['./errors.js', '@merchant-portal/contracts/messages'],
  },
  'db-below-modules': {
    file: `${S}/db/example.ts`,
    forbidden: ['../modules/audit/service.js', '../plugins/errors.js', '../jobs/boss.js'],
    allowed: ['./schema/users.js', '../lib/errors.js'],
  },
  'jobs-below-modules': {
    file: `${S}/jobs/example.ts`,
    forbidden: ['../modules/mail/service.js', '../plugins/endpoints.js'],
    allowed: ['../db/client.js', '../lib/clock.js'],
  },
  'module-through-service': {
    file: `${S}/modules/users/example.ts`,
    forbidden: ['../auth/repository.js', '../transactions/mapping.js', '../auth/routes.js'],
    allowed: ['../auth/service.js', './repository.js', '../../lib/errors.js'],
  },
  'routes-call-services': {
    file: `${S}/modules/users/routes.ts`,
    forbidden: ['./repository.js', '../../db/client.js'],
    allowed: ['./service.js', '../../plugins/endpoints.js'],
  },
  'repositories-below-services': {
    file: `${S}/modules/users/repository.ts`,
    forbidden: ['./service.js', '../merchants/service.js', './routes.js'],
    allowed: ['../../db/client.js', '../../db/schema/users.js'],
  },
  'services-below-routes': {
    file: `${S}/modules/users/service.ts`,
    forbidden: ['./routes.js'],
    allowed: ['./repository.js', '../merchants/service.js', '../../jobs/boss.js'],
  },
  'demo-only-from-main': {
    file: `${S}/modules/users/service.ts`,
    forbidden: ['@merchant-portal/demo/seed', '../../demo/seed.js'],
    allowed: ['@merchant-portal/contracts/dates'],
  },
  'app-only-from-main': {
    file: `${S}/plugins/example.ts`,
    forbidden: ['../app.js', '../main.js'],
    allowed: ['../config.js'],
  },
  'server-not-web': {
    file: `${S}/lib/example.ts`,
    forbidden: ['../../../web/src/lib/http.js', '@merchant-portal/web/x', 'react'],
    allowed: ['@merchant-portal/contracts/format'],
  },
  'feature-not-feature': {
    file: `${W}/features/transactions/example.tsx`,
    forbidden: ['../merchant/merchant-page', '../dashboard/api'],
    allowed: ['./transactions-page', '../../lib/http', '../../components/data-table'],
  },
  'shared-not-feature': {
    file: `${W}/components/example.tsx`,
    forbidden: ['../features/merchant/merchant-page'],
    allowed: ['../lib/http', './data-table'],
  },
  'shell-on-top': {
    file: `${W}/features/auth/example.tsx`,
    forbidden: ['../../app/router', '../../app/layout/top-bar'],
    allowed: ['../../lib/session', '../../components/data-table'],
  },
  'lib-below-components': {
    file: `${W}/lib/example.ts`,
    forbidden: ['../components/data-table'],
    allowed: ['./http', '@merchant-portal/contracts/format'],
  },
  'web-not-server': {
    file: `${W}/lib/example.ts`,
    forbidden: [
      '../../../server/src/lib/errors',
      '@merchant-portal/server/ingest',
      '@merchant-portal/demo/seed',
      'pg',
    ],
    allowed: ['@merchant-portal/contracts/endpoints', 'react'],
  },
  'contracts-stand-alone': {
    file: 'packages/contracts/src/example.ts',
    forbidden: [
      '../../../apps/server/src/lib/errors.js',
      '@merchant-portal/server/ingest',
      'node:fs',
      'fastify',
    ],
    allowed: ['zod', './dates.js'],
  },
  'demo-through-ingest': {
    file: 'packages/demo/src/example.ts',
    forbidden: ['../../../apps/server/src/db/client.js', '@merchant-portal/server/app'],
    allowed: ['@merchant-portal/server/ingest', '@merchant-portal/contracts/dates', './prng.js'],
  },
};

describe('the layering table', () => {
  it('has a case for every row, and every case names a row', () => {
    const ids = (RULES as { id: string }[]).map((rule) => rule.id).sort();
    expect(Object.keys(CASES).sort()).toEqual(ids);
  });

  for (const [id, { file, forbidden, allowed }] of Object.entries(CASES)) {
    it(`${id}: ${file} may not import ${forbidden.join(', ')}`, async () => {
      for (const target of forbidden) {
        const errors = await boundaryErrors(file, `import * as x from '${target}';\n`);
        expect(errors, target).toContainEqual(expect.stringContaining(`[${id}]`));
      }
      for (const target of allowed) {
        expect(await boundaryErrors(file, `import * as x from '${target}';\n`), target).toEqual([]);
      }
    });
  }

  it('tests may reach the demo and the app', async () => {
    const file = `${S}/modules/users/users.test.ts`;
    expect(
      await boundaryErrors(file, "import { seedDemoData } from '@merchant-portal/demo/seed';\n"),
    ).toEqual([]);
    expect(await boundaryErrors(file, "import { buildApp } from '../../app.js';\n")).toEqual([]);
  });
});
