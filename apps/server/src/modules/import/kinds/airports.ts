// The airports an airline's bookings fly from and to (spec part 2 §3 "Booking payment": origin and
// destination with name, code, country, city and airport name), from the airline's list: one record per
// airport, by its IATA code. A stored airport takes the file's names.
import { z } from 'zod';
import { field } from '../kind.js';
import { STAGING, qualified, referenceKind } from '../staging.js';

const schema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'must be the airport’s three-letter IATA code, such as AMM')
    .describe('The IATA code of the airport: its key.'),
  name: field.text(100).describe('The name a traveller knows it by, such as Amman Queen Alia.'),
  airportName: field.text(150).describe("The airport's full name."),
  cityName: field.text(100).describe('The city it serves.'),
  countryName: field.text(100).describe('The country it is in.'),
});

type Airport = z.infer<typeof schema>;

const COLUMNS = ['name', 'airport_name', 'city_name', 'country_name'];

export const airportsKind = referenceKind<Airport>({
  name: 'airports',
  summary: 'One airport that bookings fly from or to.',
  naturalKey: ['code'],
  after: [],
  schema,
  keyColumns: ['code'],
  columns: [
    { column: 'code', type: 'text', value: (row) => row.code },
    { column: 'name', type: 'text', value: (row) => row.name },
    { column: 'airport_name', type: 'text', value: (row) => row.airportName },
    { column: 'city_name', type: 'text', value: (row) => row.cityName },
    { column: 'country_name', type: 'text', value: (row) => row.countryName },
  ],
  checks: [],
  classify: `select count(*) as total, count(*) filter (where a.code is null) as added,
      count(*) filter (where a.code is not null
        and (${qualified('a', COLUMNS)}) is distinct from (${qualified('s', COLUMNS)})) as updated
    from ${STAGING} s left join airports a on a.code = s.code`,
  write: [
    `insert into airports as a (code, ${COLUMNS.join(', ')})
      select code, ${COLUMNS.join(', ')} from ${STAGING} order by line
      on conflict (code) do update set ${COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')}
      where (${qualified('a', COLUMNS)}) is distinct from (${qualified('excluded', COLUMNS)})`,
  ],
});
