// Pre-authorisation holds and their captures (spec part 2 "Pre Auth Transactions"): one record per hold, of a
// stored terminal. A hold comes once; its capture comes with it or in a later file (the same record with
// capturedAt and capturedAmount), and is then added to the stored hold. A stored hold never changes otherwise,
// and a capture never changes once stored. The daily counts follow by the table's own triggers.
import { z } from 'zod';
import { field } from '../kind.js';
import { STAGING, qualified, referenceKind } from '../staging.js';
import {
  CARD_SCHEMES,
  ammanDayOf,
  fils,
  isoDate,
  maskedCardNumber,
  moment,
  pointOfSaleChecks,
} from './card-fields.js';

const schema = z
  .strictObject({
    merchantCode: field.code('merchant code').describe('The merchant that took the hold.'),
    branchId: field.id().describe('The branch, of that merchant.'),
    terminalId: field.id().describe('The terminal, of that branch.'),
    transactionId: field
      .id(40)
      .describe("The network's id of the authorisation: with merchantCode, its key."),
    authorisedAt: moment().describe('When the hold was authorised, with its offset from UTC.'),
    businessDate: isoDate()
      .optional()
      .describe('Its business day; the day in Amman of authorisedAt when absent.'),
    authCode: field.reference(12).describe('The authorisation code.'),
    cardNumber: maskedCardNumber().describe('The card number masked: first 6 and last 4 digits.'),
    cardScheme: field.oneOf(CARD_SCHEMES).describe("The card's scheme."),
    locality: field.oneOf(['L', 'I']).describe('L a Jordanian issuer, I an international one.'),
    cardKind: field.oneOf(['C', 'D']).describe('C credit, D debit.'),
    binType: field.text(30).describe('The card product of the BIN, such as Classic, Gold or Platinum.'),
    amount: field.amount().describe('The amount held.'),
    currency: field.currency().describe('The currency code.'),
    expiresOn: isoDate().describe('The day the hold lapses if it is not captured.'),
    capturedAt: moment().optional().describe('When it was captured; with capturedAmount, or neither.'),
    capturedAmount: field.amount().optional().describe('The amount captured: at most the amount held.'),
  })
  .superRefine((row, context) => {
    if ((row.capturedAt === undefined) !== (row.capturedAmount === undefined)) {
      const path = row.capturedAt === undefined ? 'capturedAt' : 'capturedAmount';
      context.addIssue({ code: 'custom', path: [path], message: 'comes with the other half of the capture' });
    }
    if (row.capturedAmount !== undefined && fils(row.capturedAmount) > fils(row.amount)) {
      context.addIssue({ code: 'custom', path: ['capturedAmount'], message: 'is more than the amount held' });
    }
    if (row.capturedAt !== undefined && Date.parse(row.capturedAt) < Date.parse(row.authorisedAt)) {
      context.addIssue({
        code: 'custom',
        path: ['capturedAt'],
        message: 'is before the hold was authorised',
      });
    }
    if (row.businessDate !== undefined && row.expiresOn < row.businessDate) {
      context.addIssue({ code: 'custom', path: ['expiresOn'], message: 'is before the hold was taken' });
    }
  });

type Hold = z.infer<typeof schema>;

/** What a stored hold is and keeps: everything but its capture. */
const HOLD_COLUMNS = [
  'branch_id',
  'terminal_id',
  'business_date',
  'authorised_at',
  'auth_code',
  'masked_pan',
  'card_scheme',
  'locality',
  'card_kind',
  'bin_type',
  'amount',
  'currency',
  'expires_on',
];
const STORED = `pre_authorisations p on p.merchant_code = s.merchant_code and p.transaction_id = s.transaction_id`;

export const preAuthKind = referenceKind<Hold>({
  name: 'pre-auth',
  summary: 'One pre-authorisation hold, with its capture when there is one.',
  naturalKey: ['merchantCode', 'transactionId'],
  after: ['terminals'],
  schema,
  keyColumns: ['merchant_code', 'transaction_id'],
  columns: [
    { column: 'merchant_code', type: 'text', value: (row) => row.merchantCode },
    { column: 'transaction_id', type: 'text', value: (row) => row.transactionId },
    { column: 'branch_id', type: 'text', value: (row) => row.branchId },
    { column: 'terminal_id', type: 'text', value: (row) => row.terminalId },
    {
      column: 'business_date',
      type: 'date',
      value: (row) => row.businessDate ?? ammanDayOf(row.authorisedAt),
    },
    { column: 'authorised_at', type: 'timestamptz', value: (row) => row.authorisedAt },
    { column: 'auth_code', type: 'text', value: (row) => row.authCode },
    { column: 'masked_pan', type: 'text', value: (row) => row.cardNumber },
    { column: 'card_scheme', type: 'text', value: (row) => row.cardScheme },
    { column: 'locality', type: 'text', value: (row) => row.locality },
    { column: 'card_kind', type: 'text', value: (row) => row.cardKind },
    { column: 'bin_type', type: 'text', value: (row) => row.binType },
    { column: 'amount', type: 'numeric', value: (row) => row.amount },
    { column: 'currency', type: 'text', value: (row) => row.currency },
    { column: 'expires_on', type: 'date', value: (row) => row.expiresOn },
    { column: 'captured_at', type: 'timestamptz', value: (row) => row.capturedAt ?? null },
    { column: 'captured_amount', type: 'numeric', value: (row) => row.capturedAmount ?? null },
  ],
  checks: [
    ...pointOfSaleChecks,
    `select s.line, 'expiresOn' as field, 'is before the hold was taken' as message
      from ${STAGING} s where s.expires_on < s.business_date`,
    `select s.line, 'transactionId' as field,
        'is a stored hold with other values: a hold does not change, only its capture may come later' as message
      from ${STAGING} s join ${STORED}
      where (${qualified('p', HOLD_COLUMNS)}) is distinct from (${qualified('s', HOLD_COLUMNS)})`,
    `select s.line, 'capturedAt' as field, 'differs from the stored capture, which does not change' as message
      from ${STAGING} s join ${STORED}
      where p.captured_at is not null and s.captured_at is not null
        and (p.captured_at, p.captured_amount) is distinct from (s.captured_at, s.captured_amount)`,
  ],
  classify: `select count(*) as total, count(*) filter (where p.id is null) as added,
      count(*) filter (where p.id is not null and p.captured_at is null and s.captured_at is not null) as updated
    from ${STAGING} s left join ${STORED}`,
  write: [
    `insert into pre_authorisations as p (merchant_code, transaction_id, ${HOLD_COLUMNS.join(', ')},
        captured_at, captured_amount)
      select merchant_code, transaction_id, ${HOLD_COLUMNS.join(', ')}, captured_at, captured_amount
      from ${STAGING} order by line
      on conflict (merchant_code, transaction_id) do update set
        captured_at = excluded.captured_at, captured_amount = excluded.captured_amount
      where p.captured_at is null and excluded.captured_at is not null`,
  ],
});
