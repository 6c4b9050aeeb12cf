// A merchant's branches (spec part 1 §3): one record per branch, of a merchant stored before or in an
// earlier file of the same folder. A branch already stored takes the file's name, city and type; it never
// changes merchant (its payments would follow it).
import { BRANCH_TYPES } from '@merchant-portal/contracts/transaction-sources';
import { z } from 'zod';
import { field } from '../kind.js';
import { STAGING, referenceKind } from '../staging.js';

const schema = z.strictObject({
  branchId: field.id().describe('The branch id, the key of the branch.'),
  merchantCode: field.code('merchant code').describe('The merchant the branch belongs to.'),
  branchName: field.text(200).describe('The name shown in the branch menus.'),
  city: field.text(100).describe('The city.'),
  transactionType: field
    .oneOf(BRANCH_TYPES)
    .optional()
    .describe("The branch's payments (CS: the special merchant's); COMMON when absent."),
});

type Branch = z.infer<typeof schema>;

const COLUMNS = ['branch_name', 'city', 'transaction_type'];

export const branchesKind = referenceKind<Branch>({
  name: 'branches',
  summary: 'One branch of a merchant.',
  naturalKey: ['branchId'],
  after: ['merchants'],
  schema,
  keyColumns: ['branch_id'],
  columns: [
    { column: 'branch_id', type: 'text', value: (row) => row.branchId },
    { column: 'merchant_code', type: 'text', value: (row) => row.merchantCode },
    { column: 'branch_name', type: 'text', value: (row) => row.branchName },
    { column: 'city', type: 'text', value: (row) => row.city },
    { column: 'transaction_type', type: 'text', value: (row) => row.transactionType ?? 'COMMON' },
  ],
  checks: [
    `select s.line, 'merchantCode' as field, 'names no merchant stored' as message
      from ${STAGING} s where not exists (select 1 from merchants m where m.merchant_code = s.merchant_code)`,
    `select s.line, 'merchantCode' as field, 'differs from the branch''s stored merchant ' || b.merchant_code
        as message
      from ${STAGING} s join branches b on b.branch_id = s.branch_id where b.merchant_code <> s.merchant_code`,
  ],
  classify: `select count(*) as total, count(*) filter (where b.branch_id is null) as added,
      count(*) filter (where b.branch_id is not null and
        (${COLUMNS.map((c) => `b.${c}`).join(', ')}) is distinct from (${COLUMNS.map((c) => `s.${c}`).join(', ')}))
        as updated
    from ${STAGING} s left join branches b on b.branch_id = s.branch_id`,
  write: [
    `insert into branches as b (branch_id, merchant_code, ${COLUMNS.join(', ')}, created_by, modified_by)
      select branch_id, merchant_code, ${COLUMNS.join(', ')}, 'import', 'import' from ${STAGING} order by line
      on conflict (branch_id) do update set
        ${COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')}, modified_on = now(), modified_by = 'import'
      where (${COLUMNS.map((c) => `b.${c}`).join(', ')})
        is distinct from (${COLUMNS.map((c) => `excluded.${c}`).join(', ')})`,
  ],
});
