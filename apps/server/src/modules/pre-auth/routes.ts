// Handlers of the pre-authorisation calls (spec part 2 §7): the list and its Excel file.
import type { Writable } from 'node:stream';
import { PRE_AUTH_STATUSES, preAuthCardTypeWords } from '@merchant-portal/contracts/schemas/pre-auth';
import type { ColumnSpec } from '@merchant-portal/contracts/transaction-columns';
import { todayInAmman } from '@merchant-portal/contracts/dates';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { writeXlsx } from '../../lib/exports/xlsx.js';
import type { Handlers } from '../../plugins/endpoints.js';
import { requireAuth } from '../../plugins/authorize.js';
import { holdRows, listHolds } from './service.js';

/** The file's columns: the list's, with the codes in words, as the screen shows them. */
const FILE_COLUMNS: readonly ColumnSpec<string>[] = [
  { field: 'transactionDate', headerName: 'Transaction Date', kind: 'text', width: 120 },
  { field: 'transactionTime', headerName: 'Transaction Time', kind: 'text', width: 110 },
  { field: 'transactionID', headerName: 'Transaction ID', kind: 'text', width: 150 },
  { field: 'authCode', headerName: 'Auth Code', kind: 'text', width: 100 },
  { field: 'pan', headerName: 'PAN', kind: 'text', width: 160 },
  { field: 'cardType', headerName: 'Card Type', kind: 'text', width: 150 },
  { field: 'binType', headerName: 'BIN Type', kind: 'text', width: 110 },
  { field: 'branch', headerName: 'Branch', kind: 'text', width: 180 },
  { field: 'terminalID', headerName: 'Terminal ID', kind: 'text', width: 110 },
  { field: 'transactionAmount', headerName: 'Transaction Amount', kind: 'amount', width: 150 },
  { field: 'currency', headerName: 'Currency', kind: 'text', width: 80 },
  { field: 'expiryDate', headerName: 'Expiry Date', kind: 'text', width: 110 },
  { field: 'status', headerName: 'Status', kind: 'text', width: 100 },
  { field: 'capturedAmount', headerName: 'Captured Amount', kind: 'amount', width: 150 },
];

export function preAuthHandlers(db: Database, clock: Clock): Handlers<'preAuthList' | 'preAuthFile'> {
  return {
    preAuthList: async (request) => {
      const { results, totalRecords } = await listHolds(
        db,
        requireAuth(request),
        request.query,
        todayInAmman(clock()),
      );
      return { data: { results }, metadata: { pagination: { totalRecords } } };
    },
    preAuthFile: (request) => {
      const auth = requireAuth(request);
      async function* rows() {
        for await (const batch of holdRows(db, auth, request.body, todayInAmman(clock()))) {
          yield batch.map((row) => ({
            ...row,
            cardType: preAuthCardTypeWords(row.cardType),
            status: PRE_AUTH_STATUSES[row.status],
          }));
        }
      }
      return Promise.resolve({
        merchantCode: auth.merchantCode,
        format: 'excel' as const,
        write: (stream: Writable) =>
          writeXlsx(stream, { sheetName: 'Pre Auth Transactions', columns: FILE_COLUMNS, rows: rows() }),
      });
    },
  };
}
