// A branch's terminals (spec part 1 §3 "Terminal"): one record per terminal, of a branch stored before. A
// terminal already stored takes the file's status; it never moves to another branch or merchant.
import { z } from 'zod';
import { field } from '../kind.js';
import { STAGING, referenceKind } from '../staging.js';

const schema = z.strictObject({
  terminalId: field.id().describe('The terminal id, the key of the terminal.'),
  branchId: field.id().describe('The branch the terminal stands in.'),
  merchantCode: field.code('merchant code').describe("The branch's merchant."),
  status: field.oneOf(['ACTIVE', 'INACTIVE']).describe("The terminal's status."),
});

type Terminal = z.infer<typeof schema>;

export const terminalsKind = referenceKind<Terminal>({
  name: 'terminals',
  summary: 'One terminal of a branch.',
  naturalKey: ['terminalId'],
  after: ['branches'],
  schema,
  keyColumns: ['terminal_id'],
  columns: [
    { column: 'terminal_id', type: 'text', value: (row) => row.terminalId },
    { column: 'branch_id', type: 'text', value: (row) => row.branchId },
    { column: 'merchant_code', type: 'text', value: (row) => row.merchantCode },
    { column: 'status', type: 'text', value: (row) => row.status },
  ],
  checks: [
    `select s.line, 'branchId' as field, 'names no branch stored' as message
      from ${STAGING} s where not exists (select 1 from branches b where b.branch_id = s.branch_id)`,
    `select s.line, 'merchantCode' as field, 'is not the merchant of branch ' || b.branch_id as message
      from ${STAGING} s join branches b on b.branch_id = s.branch_id where b.merchant_code <> s.merchant_code`,
    `select s.line, 'branchId' as field, 'differs from the terminal''s stored branch ' || t.branch_id as message
      from ${STAGING} s join terminals t on t.terminal_id = s.terminal_id where t.branch_id <> s.branch_id`,
  ],
  classify: `select count(*) as total, count(*) filter (where t.terminal_id is null) as added,
      count(*) filter (where t.terminal_id is not null and t.status <> s.status) as updated
    from ${STAGING} s left join terminals t on t.terminal_id = s.terminal_id`,
  write: [
    `insert into terminals as t (terminal_id, branch_id, merchant_code, status, created_by, modified_by)
      select terminal_id, branch_id, merchant_code, status, 'import', 'import' from ${STAGING} order by line
      on conflict (terminal_id) do update set status = excluded.status, modified_on = now(), modified_by = 'import'
      where t.status <> excluded.status`,
  ],
});
