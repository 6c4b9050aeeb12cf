// The applied period's holds as an Excel file in the grid's order with the columns the grid shows, saved under
// the name the server gives it. The call sends the filter twice, as part 2 §7 has it: the dates in the query
// (page 0) and the whole filter, with the order, in the body.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import type { ListSort } from '../../../components/use-list-view';
import { downloadFile } from '../../../lib/http';
import { saveFile } from '../../../lib/save-file';
import { PRE_AUTH_CURRENCY, preAuthOrder, type PreAuthFilter } from './get-pre-auth';

/** `size` is the grid's page size: the server puts the whole filtered set in the file whatever it is. */
export async function downloadPreAuth(
  filter: PreAuthFilter,
  sort: ListSort | null | undefined,
  size: number,
  columns: readonly string[],
): Promise<void> {
  const file = await downloadFile(ENDPOINTS.preAuthFile, {
    query: { ...filter, page: 0, size },
    body: {
      ...filter,
      page: 0,
      size,
      currency: PRE_AUTH_CURRENCY,
      ...preAuthOrder(sort),
      columns: [...columns],
    },
  });
  saveFile(file.blob, file.fileName);
}
