// The embassies and consulates a consular fee is paid to (spec part 2 §2 "MOFA Transactions", §3 "Embassy
// item"), from the ministry's list: one record per embassy. Its code is a number, because an embassy user's
// username names it (`consular_12@…`, part 2 §4). A stored embassy takes the file's location and country.
import { z } from 'zod';
import { field } from '../kind.js';
import { STAGING, qualified, referenceKind } from '../staging.js';

const schema = z.strictObject({
  code: field.code('embassy number', 6).describe("The ministry's number of the embassy: its key."),
  location: field.text(100).describe('The city it is in, as the embassy menu shows it, such as Cairo.'),
  country: field.text(100).describe('The country it is in.'),
});

type Embassy = z.infer<typeof schema>;

const COLUMNS = ['location', 'country'];

export const embassiesKind = referenceKind<Embassy>({
  name: 'embassies',
  summary: 'One embassy or consulate that consular fees are paid to.',
  naturalKey: ['code'],
  after: [],
  schema,
  keyColumns: ['code'],
  columns: [
    { column: 'code', type: 'text', value: (row) => row.code },
    { column: 'location', type: 'text', value: (row) => row.location },
    { column: 'country', type: 'text', value: (row) => row.country },
  ],
  checks: [],
  classify: `select count(*) as total, count(*) filter (where e.code is null) as added,
      count(*) filter (where e.code is not null
        and (${qualified('e', COLUMNS)}) is distinct from (${qualified('s', COLUMNS)})) as updated
    from ${STAGING} s left join embassies e on e.code = s.code`,
  write: [
    `insert into embassies as e (code, ${COLUMNS.join(', ')})
      select code, ${COLUMNS.join(', ')} from ${STAGING} order by line
      on conflict (code) do update set location = excluded.location, country = excluded.country
      where (${qualified('e', COLUMNS)}) is distinct from (${qualified('excluded', COLUMNS)})`,
  ],
});
