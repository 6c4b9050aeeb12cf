// The advanced dashboard's test files: two merchants' analysts (Petra's administrator made one too), a
// teller without the screen, the filters checked and SQL of the same figures on the card transactions.
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdvancedFilterInput } from '@merchant-portal/contracts/schemas/advanced-dashboard';
import type { EndpointName } from '@merchant-portal/contracts/endpoints';
import { addMonths, formatDay, isoDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { useHarness, type CallRequest, type FileHarness } from './harness.js';
import { grantGroup } from './users.js';

export const today = todayInAmman();
export const yesterday = today - 1;

export const ANALYST = 'zahran.analyst@4000000101';
export const PETRA = 'petra.admin@4000000194';
export const TELLER = 'zahran.teller@4000000101';
export const USERS = { [ANALYST]: '4000000101', [PETRA]: '4000000194' } as const;
export type User = keyof typeof USERS;

export const CHART = { country: 'JO', lang: 'en' };
export const REPORT = (page = 1, size = 100) => ({ currency: 'jod', page, size });

export const round3 = (value: number) => Math.round(value * 1000) / 1000;
export const ticketOf = (amount: number, n: number) => (n === 0 ? 0 : round3(amount / n));
export const SALES = 'count(*)::int as n, coalesce(sum(amount), 0)::text as amount';

/** The branches of each merchant, by id, as the database holds them (once the file's set-up ran). */
export const branchIds: Record<string, string[]> = {};

export interface AdvancedDashboardFile {
  h: FileHarness;
  rows: <T>(query: string) => Promise<T[]>;
  post: (
    name: EndpointName,
    user: string,
    body: object,
    query?: Record<string, string | number | undefined>,
    params?: Record<string, string>,
  ) => ReturnType<FileHarness['call']>;
  /** The `data` of a call that must succeed. */
  data: <T>(
    name: EndpointName,
    user: string,
    body: object,
    query?: Record<string, string | number | undefined>,
  ) => Promise<T>;
}

/** A test file's harness with card transactions over the days from `fromDay` to yesterday. */
export function useAdvancedDashboard(fromDay: number): AdvancedDashboardFile {
  const rows = async <T>(query: string): Promise<T[]> => {
    const result: unknown = await h.database.db.execute(sql.raw(query));
    return (result as { rows: T[] }).rows;
  };
  const h = useHarness({
    users: [ANALYST, PETRA, TELLER],
    timeout: 300_000,
    transactions: { seed: 21, fromDay, toDay: yesterday, scale: 0.1 },
    prepare: async (harness) => {
      // Petra's administrator becomes an analyst too: a second merchant to check every figure against.
      await grantGroup(harness.database.db, PETRA, 'ADVANCED_DASHBOARD_USERS');
      for (const merchantCode of Object.values(USERS)) {
        const result: unknown = await harness.database.db.execute(
          sql.raw(
            `select branch_id as id from branches where merchant_code = '${merchantCode}' order by branch_id`,
          ),
        );
        branchIds[merchantCode] = (result as { rows: { id: string }[] }).rows.map((row) => row.id);
      }
    },
  });
  const post: AdvancedDashboardFile['post'] = (name, user, body, query, params) =>
    h.call(name, { headers: h.sessions[user], body, query, params } as CallRequest<typeof name>);
  return {
    h,
    rows,
    post,
    data: async <T>(
      name: EndpointName,
      user: string,
      body: object,
      query?: Record<string, string | number | undefined>,
    ) => {
      const response = await post(name, user, body, query);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: T }>().data;
    },
  };
}

/** The filters checked, per merchant (their branches differ). */
export function filtersOf(merchantCode: string): Record<string, AdvancedFilterInput> {
  const ids = branchIds[merchantCode] ?? [];
  const firstOfMonth = isoDay(yesterday).slice(0, 8) + '01';
  const from = addMonths(Date.parse(`${firstOfMonth}T00:00:00Z`) / 86_400_000, -12);
  return {
    'thirteen months, everything': { fromDate: formatDay(from), toDate: formatDay(yesterday) },
    'two branches, Visa, local, bank customers': {
      fromDate: formatDay(yesterday - 60),
      toDate: formatDay(yesterday - 3),
      branchId: ids.slice(0, 2).join(','),
      cardType: 'VISA',
      methodType: 'Local',
      bankCustomer: 'Y',
    },
    'three branches, other banks': {
      fromDate: formatDay(yesterday - 100),
      toDate: formatDay(yesterday - 30),
      branchId: ids.slice(1, 4).join(','),
      bankCustomer: 'N',
    },
    'Mastercard, international': {
      fromDate: formatDay(yesterday - 20),
      toDate: formatDay(yesterday),
      cardType: 'MasterCard',
      methodType: 'International',
    },
  };
}

export const iso = (ddmmyyyy: string) => ddmmyyyy.split('-').reverse().join('-');

/** The filter as SQL conditions on card_transactions. */
export function rawWhere(
  merchantCode: string,
  filter: AdvancedFilterInput,
  options: { refunds?: boolean; branches?: boolean; days?: boolean } = {},
): string {
  const { refunds = false, branches = true, days = true } = options;
  const parts = [
    `merchant_code = '${merchantCode}'`,
    refunds ? `transaction_type = 'REFUND'` : `transaction_type <> 'REFUND'`,
    // The dashboards are in dinars (Zahran's online store also takes USD and ILS).
    `currency = 'JOD'`,
  ];
  if (days) parts.push(`business_date between '${iso(filter.fromDate)}' and '${iso(filter.toDate)}'`);
  if (branches && filter.branchId && filter.branchId !== 'ALL') {
    parts.push(
      `branch_id in (${filter.branchId
        .split(',')
        .map((id) => `'${id}'`)
        .join(', ')})`,
    );
  }
  if (filter.cardType === 'VISA') parts.push(`card_scheme = 'VISA'`);
  if (filter.cardType === 'MasterCard') parts.push(`card_scheme = 'MASTERCARD'`);
  if (filter.methodType === 'Local') parts.push(`locality = 'L'`);
  if (filter.methodType === 'International') parts.push(`locality = 'I'`);
  if (filter.bankCustomer === 'Y') parts.push('is_bank_customer');
  if (filter.bankCustomer === 'N') parts.push('not is_bank_customer');
  return parts.join(' and ');
}

/** The customers of the filter's whole weeks, card by card, from the rows. */
export async function rawCustomers(
  rows: AdvancedDashboardFile['rows'],
  merchantCode: string,
  filter: AdvancedFilterInput,
) {
  const [weeks] = await rows<{ monday: string; sunday: string }>(
    `select date_trunc('week', '${iso(filter.fromDate)}'::date)::date::text as monday,
       (date_trunc('week', '${iso(filter.toDate)}'::date) + interval '6 days')::date::text as sunday`,
  );
  if (!weeks) throw new Error('no weeks');
  const cardFilter = [
    'true',
    filter.cardType === 'VISA' ? `scheme = 'VISA'` : '',
    filter.cardType === 'MasterCard' ? `scheme = 'MASTERCARD'` : '',
    filter.methodType === 'Local' ? `locality = 'L'` : '',
    filter.methodType === 'International' ? `locality = 'I'` : '',
    filter.bankCustomer === 'Y' ? 'bank' : '',
    filter.bankCustomer === 'N' ? 'not bank' : '',
  ]
    .filter(Boolean)
    .join(' and ');
  const cards = await rows<{
    token: string;
    pan: string;
    bank: boolean;
    first: string;
    last: string;
    n: number;
    amount: string;
  }>(
    `with cards as (
       select card_token, min(masked_pan) as pan, bool_or(is_bank_customer) as bank, min(card_scheme) as scheme,
         min(locality) as locality, min(business_date) as first_day, max(business_date) as last_day
       from card_transactions where merchant_code = '${merchantCode}' and transaction_type <> 'REFUND' and currency = 'JOD'
       group by card_token
     ), paid as (
       select card_token, count(*)::int as n, sum(amount) as amount from card_transactions
       where merchant_code = '${merchantCode}' and transaction_type <> 'REFUND' and currency = 'JOD'
         and business_date between '${weeks.monday}' and '${weeks.sunday}'
       group by card_token
     )
     select card_token as token, pan, bank, first_day::text as first, to_char(last_day, 'DD-MM-YYYY') as last,
       n, amount::text as amount
     from paid join cards using (card_token)
     where ${cardFilter}
     order by paid.amount desc, pan, card_token`,
  );
  return { weeks, cards };
}
