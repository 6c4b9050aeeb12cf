import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { PagedGrid, listSummary, type Paging } from '../paged-grid';

const COLUMNS = [
  { field: 'id', headerName: 'ID' },
  { field: 'amount', headerName: 'Amount' },
];

function Grid({ total }: { total: number }) {
  const [paging, setPaging] = useState<Paging>({ page: 0, pageSize: 10 });
  const first = paging.page * paging.pageSize;
  const rows = Array.from({ length: Math.min(paging.pageSize, total - first) }, (_, i) => ({
    id: first + i,
    amount: first + i,
  }));
  return (
    <PagedGrid
      label="Payments"
      rows={rows}
      columns={COLUMNS}
      total={total}
      loading={false}
      emptyText="None"
      paging={paging}
      pageSizes={[10, 20]}
      onPagingChange={setPaging}
    />
  );
}

describe('paging by keyboard and screen reader', () => {
  it('says which rows show and in what order', () => {
    const paging = { page: 1, pageSize: 10 };
    expect(listSummary('Payments', paging, 25, COLUMNS, [])).toBe('Payments: rows 11 to 20 of 25');
    expect(
      listSummary('Payments', { page: 2, pageSize: 10 }, 25, COLUMNS, [{ field: 'amount', sort: 'asc' }]),
    ).toBe('Payments: rows 21 to 25 of 25, sorted by Amount, ascending');
    expect(listSummary('Payments', paging, 0, COLUMNS, [])).toBe('');
  });

  it('announces the new page and keeps focus on the pager, even where the button used turns disabled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Grid total={25} />);
    expect(screen.getByRole('status')).toHaveTextContent('Payments: rows 1 to 10 of 25');

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByRole('status')).toHaveTextContent('Payments: rows 11 to 20 of 25');
    expect(screen.getByRole('button', { name: 'Go to next page' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Go to previous page' })).toHaveFocus());
  });
});

describe('the pager in Arabic', () => {
  it('speaks Arabic with its figures in Latin digits, and English again after', async () => {
    await switchLanguage('ar');
    const { unmount } = renderWithProviders(<Grid total={124} />);
    expect(await screen.findByText('عدد الصفوف في الصفحة:')).toBeInTheDocument();
    expect(screen.getByText('1–10 من 124')).toBeInTheDocument();
    unmount();
    await switchLanguage('en');
    renderWithProviders(<Grid total={124} />);
    expect(await screen.findByText('Rows per page:')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 124')).toBeInTheDocument();
  });
});
