// The build's last step (`npm run build`): the full demo's snapshot, made for today, in dist/snapshot/full,
// unless the one there was made today by the same code. A start on an empty data directory copies it in
// (snapshot.ts). Usage: node dist/snapshot-cli.js
import path from 'node:path';
import { formatCount } from '@merchant-portal/contracts/format';
import { loadConfig } from '@merchant-portal/server/ingest';
import { isSnapshotCurrent, makeDemoSnapshot, SNAPSHOTS } from './snapshot.js';

const started = performance.now();
const { DEMO_SEED } = loadConfig();
const folder = path.join(SNAPSHOTS, 'full');
const demo = { size: 'full', seed: DEMO_SEED } as const;
if (isSnapshotCurrent(folder, demo)) {
  console.warn(`The demo snapshot in ${folder} was made today by this code: kept`);
  process.exit(0);
}
console.warn('Making the demo database a first start copies in (docs/demo-data.md "The demo snapshot")');
const note = await makeDemoSnapshot(folder, demo, {
  onProgress: ({ months, ofMonths, transactions }) =>
    console.warn(`  ${months} of ${ofMonths} months, ${formatCount(transactions)} card transactions`),
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.warn(`Demo snapshot made for ${note.today} in ${seconds} s: ${folder}`);
