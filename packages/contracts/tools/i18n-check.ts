// `npm run i18n:check`: lists the keys without Arabic, the Arabic nothing says and the Arabic that loses a
// value; exits 1 when there is any.
import { catalogueProblems } from './i18n-keys.js';

const problems = catalogueProblems();
const sections = [
  ['Without an Arabic text', problems.missing],
  ['Arabic that no source says any more', problems.unused],
  ['Arabic that leaves out a value of its English', problems.lostValues],
] as const;
let count = 0;
for (const [title, keys] of sections) {
  if (keys.length === 0) continue;
  count += keys.length;
  console.log(`${title} (${keys.length}):`);
  for (const key of keys) console.log(`  ${JSON.stringify(key)}`);
}
console.log(count === 0 ? 'Every text the portal says has its Arabic.' : `${count} problems.`);
process.exitCode = count === 0 ? 0 : 1;
