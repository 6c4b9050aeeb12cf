// Merchants with their charge rates (spec part 1 §3 "Merchant"): one record per merchant, its Visa and
// Mastercard credit and debit rates as four columns, and the groups its administrators may grant beyond the
// standard ones. A merchant already stored takes the file's values; groups are only ever added (its users may
// hold them).
import { PORTAL_GROUPS, STANDARD_GROUPS } from '@merchant-portal/contracts/groups';
import { z } from 'zod';
import { field } from '../kind.js';
import { STAGING, qualified, referenceKind } from '../staging.js';

const PRODUCTS = ['visa', 'master'] as const;
const EXTRA_GROUPS = PORTAL_GROUPS.filter((group) => !group.standard).map((group) => group.name);

const schema = z.strictObject({
  merchantCode: field.code('merchant code').describe('The merchant code: digits, the key of the merchant.'),
  merchantName: field.text(200).describe('The name shown to the merchant and on its files.'),
  merchantEmail: field.email().describe("The merchant's e-mail address."),
  merchantAddress: field.text(500).describe('The postal address.'),
  merchantCountry: field.country().describe('Two-letter country code, such as JO.'),
  mobileNo: field.mobile().describe("The merchant's mobile number."),
  chargeType: field
    .oneOf(['PERCENTAGE', 'PERCENTAGE_PLUS_FIXED', 'FIXED'])
    .describe('How its card payments are charged.'),
  otherBankCardRate: field.percent().describe("The rate (%) for other banks' cards."),
  fixedRate: field.amount().optional().describe('The fixed amount per payment in JOD; 0 when absent.'),
  status: field.oneOf(['Active', 'TEST', 'DEV']).describe("The merchant's status."),
  parentMerchantCode: field
    .code('merchant code')
    .optional()
    .describe("The group's parent merchant code, loaded earlier or in the same file."),
  accountManagerName: field.text(200).optional().describe("The bank's relationship manager."),
  accountManagerEmail: field.email().optional().describe("The relationship manager's e-mail address."),
  visaCreditRate: field.percent().describe('The rate (%) for Visa credit cards.'),
  visaDebitRate: field.percent().describe('The rate (%) for Visa debit cards.'),
  masterCreditRate: field.percent().describe('The rate (%) for Mastercard credit cards.'),
  masterDebitRate: field.percent().describe('The rate (%) for Mastercard debit cards.'),
  extraGroups: field
    .names(EXTRA_GROUPS, 'group names')
    .optional()
    .describe(
      `Groups its administrators may grant beyond the standard ones (${STANDARD_GROUPS.join(', ')}), separated by ';'.`,
    ),
});

type Merchant = z.infer<typeof schema>;

const MERCHANT_COLUMNS = [
  'merchant_name',
  'merchant_email',
  'merchant_address',
  'merchant_country',
  'mobile_no',
  'charge_type',
  'other_bank_card_rate',
  'fixed_rate',
  'status',
  'parent_merchant_code',
  'account_manager_name',
  'account_manager_email',
];

const ratesDiffer = PRODUCTS.map(
  (product) => `not exists (select 1 from merchant_charge_rates r
    where r.merchant_code = s.merchant_code and r.product = '${product}'
      and r.credit_rate = s.${product}_credit_rate and r.debit_rate = s.${product}_debit_rate)`,
).join(' or ');

const groupsMissing = `exists (select 1 from unnest(string_to_array(s.allowed_groups, ';')) as g (name)
    where not exists (select 1 from merchant_allowed_groups a
      where a.merchant_code = s.merchant_code and a.group_name = g.name))`;

const rowDiffers = `(${qualified('m', MERCHANT_COLUMNS)})
  is distinct from (${qualified('s', MERCHANT_COLUMNS)})`;

export const merchantsKind = referenceKind<Merchant>({
  name: 'merchants',
  summary: 'One merchant with its charge rates.',
  naturalKey: ['merchantCode'],
  after: [],
  schema,
  keyColumns: ['merchant_code'],
  columns: [
    { column: 'merchant_code', type: 'text', value: (row) => row.merchantCode },
    { column: 'merchant_name', type: 'text', value: (row) => row.merchantName },
    { column: 'merchant_email', type: 'text', value: (row) => row.merchantEmail },
    { column: 'merchant_address', type: 'text', value: (row) => row.merchantAddress },
    { column: 'merchant_country', type: 'text', value: (row) => row.merchantCountry },
    { column: 'mobile_no', type: 'text', value: (row) => row.mobileNo },
    { column: 'charge_type', type: 'text', value: (row) => row.chargeType },
    { column: 'other_bank_card_rate', type: 'numeric', value: (row) => row.otherBankCardRate },
    { column: 'fixed_rate', type: 'numeric', value: (row) => row.fixedRate ?? '0' },
    { column: 'status', type: 'text', value: (row) => row.status },
    { column: 'parent_merchant_code', type: 'text', value: (row) => row.parentMerchantCode ?? null },
    { column: 'account_manager_name', type: 'text', value: (row) => row.accountManagerName ?? null },
    { column: 'account_manager_email', type: 'text', value: (row) => row.accountManagerEmail ?? null },
    { column: 'visa_credit_rate', type: 'numeric', value: (row) => row.visaCreditRate },
    { column: 'visa_debit_rate', type: 'numeric', value: (row) => row.visaDebitRate },
    { column: 'master_credit_rate', type: 'numeric', value: (row) => row.masterCreditRate },
    { column: 'master_debit_rate', type: 'numeric', value: (row) => row.masterDebitRate },
    {
      column: 'allowed_groups',
      type: 'text',
      value: (row) => [...STANDARD_GROUPS, ...(row.extraGroups ?? [])].join(';'),
    },
  ],
  checks: [
    `select s.line, 'parentMerchantCode' as field, 'names no merchant stored or in this file' as message
      from ${STAGING} s
      where s.parent_merchant_code is not null
        and not exists (select 1 from merchants m where m.merchant_code = s.parent_merchant_code)
        and not exists (select 1 from ${STAGING} p where p.merchant_code = s.parent_merchant_code)`,
    `select s.line, 'parentMerchantCode' as field, 'is the merchant itself' as message
      from ${STAGING} s where s.parent_merchant_code = s.merchant_code`,
    `select s.line, 'fixedRate' as field, 'must be 0 unless the charge type has a fixed part' as message
      from ${STAGING} s where s.charge_type = 'PERCENTAGE' and s.fixed_rate <> 0`,
  ],
  classify: `select count(*) as total,
      count(*) filter (where m.merchant_code is null) as added,
      count(*) filter (where m.merchant_code is not null and (${rowDiffers} or ${ratesDiffer} or ${groupsMissing})) as updated
    from ${STAGING} s left join merchants m on m.merchant_code = s.merchant_code`,
  write: [
    `insert into merchants as m (merchant_code, ${MERCHANT_COLUMNS.join(', ')}, created_by, modified_by)
      select merchant_code, ${MERCHANT_COLUMNS.join(', ')}, 'import', 'import' from ${STAGING} order by line
      on conflict (merchant_code) do update set
        ${MERCHANT_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')},
        modified_on = now(), modified_by = excluded.modified_by
      where (${qualified('m', MERCHANT_COLUMNS)})
        is distinct from (${qualified('excluded', MERCHANT_COLUMNS)})`,
    `insert into merchant_charge_rates as r (merchant_code, product, credit_rate, debit_rate)
      ${PRODUCTS.map(
        (product) =>
          `select merchant_code, '${product}', ${product}_credit_rate, ${product}_debit_rate from ${STAGING}`,
      ).join(' union all ')}
      on conflict (merchant_code, product) do update set
        credit_rate = excluded.credit_rate, debit_rate = excluded.debit_rate
      where (r.credit_rate, r.debit_rate) is distinct from (excluded.credit_rate, excluded.debit_rate)`,
    `insert into merchant_allowed_groups (merchant_code, group_name)
      select s.merchant_code, g.name from ${STAGING} s
        cross join unnest(string_to_array(s.allowed_groups, ';')) as g (name)
      on conflict do nothing`,
  ],
});
