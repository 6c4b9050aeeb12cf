// Handlers of the pre-authorisation calls (spec part 2 §7): the list and its Excel file.
import type { Writable } from 'node:stream';
import { PRE_AUTH_COLUMNS, preAuthInWords } from '@merchant-portal/contracts/schemas/pre-auth';
import { todayInAmman } from '@merchant-portal/contracts/dates';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { writeXlsx } from '../../lib/exports/xlsx.js';
import type { Handlers } from '../../plugins/endpoints.js';
import { requireAuth } from '../../plugins/authorize.js';
import { holdRows, listHolds } from './service.js';

export function preAuthHandlers(db: Database, clock: Clock): Handlers<'preAuthList' | 'preAuthFile'> {
  return {
    preAuthList: async (request) => {
      const { results, totalRecords, totals } = await listHolds(
        db,
        requireAuth(request),
        request.query,
        todayInAmman(clock()),
      );
      return { data: { results }, metadata: { pagination: { totalRecords } }, totals };
    },
    preAuthFile: (request) => {
      const auth = requireAuth(request);
      async function* rows() {
        for await (const batch of holdRows(db, auth, request.body, todayInAmman(clock()))) {
          yield batch.map(preAuthInWords);
        }
      }
      return Promise.resolve({
        merchantCode: auth.merchantCode,
        format: 'excel' as const,
        write: (stream: Writable) =>
          writeXlsx(stream, { sheetName: 'Pre Auth Transactions', columns: PRE_AUTH_COLUMNS, rows: rows() }),
      });
    },
  };
}
