// Test data and steps shared by the MOFA screen's tests: a payment as the search answers it, and the screen's
// list-screen kit, with every MOFA call answered (the column choice kept as a server would) and the screen
// rendered as a consular user.
import type { EmbassyItem, MofaRow } from '@merchant-portal/contracts/schemas/mofa';
import { listScreen } from '../../../test/list-screen';
import { asUser } from '../../../test/page';
import { MofaTransactionsPage } from '../mofa-transactions-page';
import { signedInUser } from '../../../test/users';
import { searchPageOf } from '../../../test/replies';

export const CONSULAR_ALL = 'consular.all@4000000401';
export const CONSULAR_12 = 'consular_12@4000000401';
export const MERCHANT = '4000000401';

export function payment(id: string, overrides: Partial<MofaRow> = {}): MofaRow {
  return {
    id,
    cardTransactionId: `9${id}`,
    transactionDate: '01-03-2026',
    referenceNumber: `MOFA-${id}`,
    totalAmount: 25,
    tranStatus: 'APPROVED',
    pan: '411111******1111',
    requestNumber: `REQ-${id}`,
    country: 'Egypt',
    rrn: '000000000001',
    mrn: `MRN-${id}`,
    amountInOrgCcy: 35.2,
    orgCurrency: 'USD',
    embassy: '12 - Cairo',
    fxRate: 0.709,
    authCode: '123456',
    surchargeAmount: 1,
    isChargedBack: 'NO',
    isProcessed: 'YES',
    isPreArb: 'NO',
    mofaCalculationRequest: 'CALC-1',
    mofaPaymentNotification: 'NOTIFY-1',
    cybersourceTransactionsDetails: 'CS-1',
    mofaPostedTransactions: null,
    transactionFxRate: 0.709,
    totalAmountJOD: 25.65,
    surChargeFxRate: 0.709,
    ...overrides,
  };
}

export const EMBASSIES: EmbassyItem[] = [
  { embassyCode: '7', embassyLocation: 'Riyadh' },
  { embassyCode: '12', embassyLocation: 'Cairo' },
  { embassyCode: '3', embassyLocation: 'Ankara' },
];

/** The MOFA screen's test kit, rendered for a consular user (`username`, with `roles`). */
export function mofaScreen() {
  return listScreen({
    list: 'transactionSearch',
    file: 'mofaFile',
    emptyList: () => searchPageOf([]),
    merchant: MERCHANT,
    render: (username: string = CONSULAR_ALL, roles: string[] = ['MOFA_TRANSACTION_USER']) =>
      asUser(signedInUser(username, roles), <MofaTransactionsPage />),
    filters: 'MOFA filters',
    otherCalls: () => ({ embassyList: () => ({ data: { results: EMBASSIES } }) }),
  });
}
