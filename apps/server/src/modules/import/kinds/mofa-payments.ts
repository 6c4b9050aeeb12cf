// The ministry of foreign affairs' record of each consular fee paid online by card (spec part 2 §2 "MOFA
// Transactions"): one record per fee, paid by one stored card payment of the ministry's merchant (named by the
// payment's own key), at one stored embassy. The fee is in the embassy's currency; with the card surcharge,
// each at its rate, it comes to what the card was charged in JOD, to the fils. The card fields the search
// shows (RRN, MRN, auth code, masked card number, day and time) are the card payment's, copied so the search
// reads this table alone. A stored record takes a later file's charge-back, processing and pre-arbitration
// flags and the ministry's later messages (its payment notification and posting); what was paid never
// changes. The daily counts follow by the table's own triggers.
import { z } from 'zod';
import { field } from '../kind.js';
import { STAGING, qualified, referenceKind } from '../staging.js';
import {
  STORED_PAYMENT as PAYMENT,
  freeText,
  paymentKeyChecks,
  paymentKeyColumns,
  paymentKeyFields,
} from './card-fields.js';

/** A rate: how many JOD one unit of a currency buys, to 6 decimals. */
const rate = () =>
  z
    .string()
    .trim()
    .regex(/^[0-9]{1,12}(\.[0-9]{1,6})?$/, 'must be a rate such as 0.709 (at most 6 decimals)')
    .refine((value) => Number(value) > 0, 'must be more than 0');
const flag = () => field.oneOf(['true', 'false']);
/** One of the messages exchanged about the payment, as the ministry or CyberSource wrote it (JSON as text). */
const message = () => freeText(8000);

const schema = z
  .strictObject({
    merchantCode: field.code('merchant code').describe("The ministry's merchant, paid by card."),
    referenceNumber: field
      .id(40)
      .describe(
        "The ministry's reference of the payment (Transfer Reference No): with merchantCode, its key.",
      ),
    requestNumber: field.id(40).describe('The consular request it pays (shown as requestId).'),
    embassyCode: field.code('embassy number', 6).describe('The embassy it is paid to: a stored embassy.'),
    amountInOrgCcy: field.amount().describe("The fee, in the embassy's currency: more than 0."),
    orgCurrency: field.currency().describe("The embassy's currency."),
    fxRate: rate().describe("The ministry's rate of that currency to JOD."),
    transactionFxRate: rate().describe('The rate the fee was charged to the card at.'),
    surchargeAmount: field.amount().describe("The card surcharge, in the embassy's currency."),
    surChargeFxRate: rate().describe('The rate the surcharge was charged at.'),
    tranStatus: field.id(20).describe("The payment's status at the ministry, such as SUCCESS."),
    isChargedBack: flag().describe('Whether the card holder charged it back.'),
    isProcessed: flag().describe('Whether the ministry has processed it.'),
    isPreArb: flag().describe(
      'Whether a charge-back of it went to pre-arbitration: only a charged-back one.',
    ),
    mofaCalculationRequest: message().describe("The ministry's calculation request of the fee."),
    mofaPaymentNotification: message()
      .optional()
      .describe('The payment notification sent to the ministry; absent until it is sent.'),
    cybersourceTransactionsDetails: message().describe("CyberSource's details of the card payment."),
    mofaPostedTransactions: message()
      .optional()
      .describe("The ministry's posting of the payment; absent until it is posted."),
    ...paymentKeyFields,
  })
  .superRefine((row, context) => {
    if (row.isPreArb === 'true' && row.isChargedBack === 'false') {
      context.addIssue({
        code: 'custom',
        path: ['isPreArb'],
        message: 'must be false for a payment not charged back',
      });
    }
    if (Number(row.amountInOrgCcy) === 0) {
      context.addIssue({ code: 'custom', path: ['amountInOrgCcy'], message: 'must be more than 0' });
    }
  });

type MofaPayment = z.infer<typeof schema>;

/** What a stored record was paid as: never changes. */
const PAID_COLUMNS = [
  'request_number',
  'embassy_code',
  'amount_in_org_ccy',
  'org_currency',
  'fx_rate',
  'transaction_fx_rate',
  'surcharge_amount',
  'surcharge_fx_rate',
  'tran_status',
  'mofa_calculation_request',
  'cybersource_transactions_details',
];
/** What the ministry tells later: a later file may change it. */
const LATER_COLUMNS = [
  'is_charged_back',
  'is_processed',
  'is_pre_arb',
  'mofa_payment_notification',
  'mofa_posted_transactions',
];
const STORED = `mofa_payments m on m.merchant_code = s.merchant_code and m.reference_number = s.reference_number`;
/** The fee and surcharge at their rates, rounded to the fils as the ministry charges them. */
const CHARGED_JOD = `round(s.amount_in_org_ccy * s.transaction_fx_rate + s.surcharge_amount * s.surcharge_fx_rate, 3)`;

export const mofaPaymentsKind = referenceKind<MofaPayment>({
  name: 'mofa-payments',
  summary: 'One consular fee paid to an embassy, by one stored card payment of the ministry’s merchant.',
  naturalKey: ['merchantCode', 'referenceNumber'],
  after: ['embassies', 'transactions'],
  schema,
  keyColumns: ['merchant_code', 'reference_number'],
  columns: [
    { column: 'merchant_code', type: 'text', value: (row) => row.merchantCode },
    { column: 'reference_number', type: 'text', value: (row) => row.referenceNumber },
    { column: 'request_number', type: 'text', value: (row) => row.requestNumber },
    { column: 'embassy_code', type: 'text', value: (row) => row.embassyCode },
    { column: 'amount_in_org_ccy', type: 'numeric', value: (row) => row.amountInOrgCcy },
    { column: 'org_currency', type: 'text', value: (row) => row.orgCurrency },
    { column: 'fx_rate', type: 'numeric', value: (row) => row.fxRate },
    { column: 'transaction_fx_rate', type: 'numeric', value: (row) => row.transactionFxRate },
    { column: 'surcharge_amount', type: 'numeric', value: (row) => row.surchargeAmount },
    { column: 'surcharge_fx_rate', type: 'numeric', value: (row) => row.surChargeFxRate },
    { column: 'tran_status', type: 'text', value: (row) => row.tranStatus },
    { column: 'mofa_calculation_request', type: 'text', value: (row) => row.mofaCalculationRequest },
    {
      column: 'cybersource_transactions_details',
      type: 'text',
      value: (row) => row.cybersourceTransactionsDetails,
    },
    { column: 'is_charged_back', type: 'boolean', value: (row) => row.isChargedBack },
    { column: 'is_processed', type: 'boolean', value: (row) => row.isProcessed },
    { column: 'is_pre_arb', type: 'boolean', value: (row) => row.isPreArb },
    {
      column: 'mofa_payment_notification',
      type: 'text',
      value: (row) => row.mofaPaymentNotification ?? null,
    },
    { column: 'mofa_posted_transactions', type: 'text', value: (row) => row.mofaPostedTransactions ?? null },
    ...paymentKeyColumns,
  ],
  checks: [
    ...paymentKeyChecks('fee'),
    `select s.line, 'embassyCode' as field, 'names no embassy stored' as message
      from ${STAGING} s where not exists (select 1 from embassies e where e.code = s.embassy_code)`,
    `select s.line, 'paymentRrn' as field,
        'names a card payment in ' || c.currency || ': consular fees are charged in JOD' as message
      from ${STAGING} s join ${PAYMENT} where c.currency <> 'JOD'`,
    `select s.line, 'paymentRrn' as field,
        'names a card payment without a merchant reference, which the ministry''s record shows as its MRN'
        as message
      from ${STAGING} s join ${PAYMENT} where c.merchant_ref is null`,
    `select s.line, 'transactionFxRate' as field,
        'with the surcharge comes to ' || ${CHARGED_JOD} || ' JOD, not the card payment''s ' || c.amount
        as message
      from ${STAGING} s join ${PAYMENT} where c.currency = 'JOD' and ${CHARGED_JOD} <> c.amount`,
    `select s.line, 'paymentRrn' as field, 'paid reference ' || m.reference_number || ' already' as message
      from ${STAGING} s join ${PAYMENT}
        join mofa_payments m on m.card_business_date = c.business_date and m.card_transaction_id = c.id
      where m.reference_number <> s.reference_number`,
    `select s.line, 'referenceNumber' as field,
        'is a stored payment with other values: only its flags and the ministry''s later messages may change'
        as message
      from ${STAGING} s join ${STORED} left join ${PAYMENT}
      where (${qualified('m', PAID_COLUMNS)}, m.card_business_date, m.card_transaction_id)
        is distinct from (${qualified('s', PAID_COLUMNS)}, c.business_date, c.id)`,
  ],
  classify: `select count(*) as total, count(*) filter (where m.id is null) as added,
      count(*) filter (where m.id is not null
        and (${qualified('m', LATER_COLUMNS)}) is distinct from (${qualified('s', LATER_COLUMNS)})) as updated
    from ${STAGING} s left join ${STORED}`,
  write: [
    `insert into mofa_payments as m (merchant_code, reference_number, ${PAID_COLUMNS.join(', ')},
        ${LATER_COLUMNS.join(', ')}, business_date, transaction_at, card_business_date, card_transaction_id,
        country, rrn, mrn, auth_code, masked_pan, total_amount, total_amount_jod, currency)
      select s.merchant_code, s.reference_number, ${qualified('s', PAID_COLUMNS)}, ${qualified('s', LATER_COLUMNS)},
        c.business_date, c.transaction_at, c.business_date, c.id, e.country, c.rrn, c.merchant_ref, c.auth_code,
        c.masked_pan, s.amount_in_org_ccy + s.surcharge_amount, c.amount, c.currency
      from ${STAGING} s join ${PAYMENT} join embassies e on e.code = s.embassy_code order by s.line
      on conflict (card_business_date, card_transaction_id) do update set
        ${LATER_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ')}
      where (${qualified('m', LATER_COLUMNS)}) is distinct from (${qualified('excluded', LATER_COLUMNS)})`,
  ],
});
