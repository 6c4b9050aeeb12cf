// `npm run docs:import`: writes docs/import.md from the import's schemas.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { importDoc } from './import-doc.js';

const target = path.resolve(import.meta.dirname, '../../../../../docs/import.md');
await writeFile(target, importDoc());
console.warn(`Wrote ${target}`);
