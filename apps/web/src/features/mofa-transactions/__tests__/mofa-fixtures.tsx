// Test data and helpers shared by the MOFA screen's tests: a payment as the search answers it, the fake API
// with every MOFA call answered (the column choice kept as a server would), and rendering as a consular user.
import type { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import type { EmbassyItem, MofaRow } from '@merchant-portal/contracts/schemas/mofa';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { CurrentUserContext } from '../../../lib/current-user';
import {
  fakeApi,
  type FakeApi,
  type FakeFile,
  type FakeHandler,
  type FakeHandlers,
  type FakeReply,
} from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { MofaTransactionsPage } from '../mofa-transactions-page';
import { signedInUser } from '../../../test/users';

export const CONSULAR_ALL = 'consular.all@4000000401';
export const CONSULAR_12 = 'consular_12@4000000401';
export const MERCHANT = '4000000401';

type Search = typeof ENDPOINTS.transactionSearch;

export function payment(id: string, overrides: Partial<MofaRow> = {}): MofaRow {
  return {
    id,
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

export interface MofaServer {
  api: FakeApi;
  /** The column choice the fake server keeps, as the last save left it. */
  kept: { visibility: Record<string, boolean> };
}

/** The fake API with every MOFA call answered; `kept` outlives a render, as the server's preference does. */
export function mofaApi({
  read = () => ({ totalElements: 0, content: [], totals: [] }),
  file = () => ({ content: 'file', merchantCode: MERCHANT }),
  kept = { visibility: {} },
  more = {},
}: {
  read?: FakeHandler<Search>;
  file?: () => FakeFile | FakeReply | Promise<FakeFile | FakeReply>;
  kept?: { visibility: Record<string, boolean> };
  more?: FakeHandlers;
} = {}): MofaServer {
  const api = fakeApi({
    transactionSearch: read,
    embassyList: () => ({ data: { results: EMBASSIES } }),
    mofaFile: file,
    columnPreferenceRead: () => kept,
    columnPreferenceSave: ({ body }) => {
      kept.visibility = (body as typeof kept).visibility;
      return kept;
    },
    ...more,
  });
  return { api, kept };
}

export function renderMofa(username = CONSULAR_ALL, roles = ['MOFA_TRANSACTION_USER']) {
  return renderWithProviders(
    <CurrentUserContext.Provider value={signedInUser(username, roles)}>
      <MofaTransactionsPage />
    </CurrentUserContext.Provider>,
  );
}

/** The search bodies sent, oldest first. */
export function searchBodies(api: FakeApi): Record<string, unknown>[] {
  return api.sent('transactionSearch').map(({ body }) => body as Record<string, unknown>);
}

export const filters = () => within(screen.getByRole('form', { name: 'MOFA filters' }));

/** Waits for the grid to settle (Refresh comes back once the load is over). */
export async function loaded() {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled());
}

/** A reply that never comes: it only ends when the request is aborted. */
export function hangingUntilAborted(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });
}
