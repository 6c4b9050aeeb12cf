import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/http';
import { listFailureText } from '../../lib/transaction-texts';
import { renderWithProviders } from '../../test/render';
import { LIST_PANEL_TEXTS, ListPanel } from '../list-panel';
import { TRANSACTIONS_NOUN, TotalsStrip } from '../totals-strip';
import type { ListTotals } from '@merchant-portal/contracts/schemas/totals';

interface Thing {
  id: string;
  name: string;
  amount: number;
}

interface Reply {
  rows: Thing[];
  total: number;
  totals?: ListTotals;
}

const COLUMNS = [
  { field: 'name', headerName: 'Name' },
  { field: 'amount', headerName: 'Amount' },
];
const TEXTS = { empty: 'No things found', failure: 'Could not load things, please try again later.' };

function Harness({
  load,
  onExport,
  hidden = {},
}: {
  load: () => Promise<Reply>;
  onExport: () => void;
  /** The grid's visibility model. */
  hidden?: Record<string, boolean>;
}) {
  const query = useQuery({ queryKey: ['things'], queryFn: load, staleTime: 0 });
  const [paging, setPaging] = useState({ page: 0, pageSize: 10 });
  return (
    <ListPanel
      label="Things"
      query={query}
      texts={{ empty: TEXTS.empty, failure: (error) => listFailureText(error, TEXTS.failure) }}
      files={{ labels: { excel: 'Download' }, preparing: null, onExport, noneText: 'No things to export' }}
      totals={<TotalsStrip totals={query.data?.totals} noun={TRANSACTIONS_NOUN} columns={COLUMNS} />}
      rows={query.data?.rows ?? []}
      columns={COLUMNS}
      columnVisibilityModel={hidden}
      total={query.data?.total ?? 0}
      paging={paging}
      pageSizes={[10, 20]}
      onPagingChange={setPaging}
    />
  );
}

/** A reply the test sends when it chooses. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const THING: Thing = { id: '1', name: 'First thing', amount: 12.5 };

let user: UserEvent;

beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

describe('a list screen in its four states', () => {
  it('loading: the bar over no rows, the toolbar disabled, and neither the empty nor the failure text', async () => {
    const reply = deferred<Reply>();
    renderWithProviders(<Harness load={() => reply.promise} onExport={vi.fn()} />);
    const grid = await screen.findByRole('grid', { name: 'Things' });
    expect(within(grid).getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    expect(screen.queryByText(TEXTS.empty)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    reply.resolve({ rows: [THING], total: 1 });
    expect(await within(grid).findByText('First thing')).toBeInTheDocument();
    expect(within(grid).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('failure: the screen text and Retry in place of the rows, never the empty text or a bare status', async () => {
    const load = vi
      .fn<() => Promise<Reply>>()
      .mockRejectedValueOnce(
        new HttpError({ status: 500, statusText: 'Internal Server Error', message: 'Internal Server Error' }),
      )
      .mockResolvedValueOnce({ rows: [THING], total: 1 });
    renderWithProviders(<Harness load={load} onExport={vi.fn()} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.failure);
    expect(screen.queryByText(TEXTS.empty)).not.toBeInTheDocument();
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();
    expect(screen.queryByRole('grid', { name: 'Things' })).not.toBeInTheDocument();
    // Nothing to put in a file; Refresh stays.
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('First thing')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("failure offline: the screen's text rather than the browser's 'Failed to fetch'", async () => {
    const load = () => Promise.reject(new HttpError({ status: 0, message: 'Failed to fetch' }));
    renderWithProviders(<Harness load={load} onExport={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.failure);
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
  });

  it('failure with a sentence of the server: the server says why; a bare status never shows', () => {
    const refused = new HttpError({
      status: 429,
      statusText: 'Too Many Requests',
      message: 'Slow down, please.',
    });
    expect(listFailureText(refused, TEXTS.failure)).toBe('Slow down, please.');
    const down = new HttpError({ status: 503, statusText: '', message: 'Database unavailable' });
    expect(listFailureText(down, TEXTS.failure)).toBe('Database unavailable');
    const bare = new HttpError({ status: 404, statusText: 'Not Found', message: 'Not Found' });
    expect(listFailureText(bare, TEXTS.failure)).toBe(TEXTS.failure);
    const internal = new HttpError({ status: 500, statusText: '', message: 'Internal server error' });
    expect(listFailureText(internal, TEXTS.failure)).toBe(TEXTS.failure);
  });

  it('empty: the empty text; an export says there is nothing to export and downloads nothing', async () => {
    const onExport = vi.fn();
    renderWithProviders(<Harness load={() => Promise.resolve({ rows: [], total: 0 })} onExport={onExport} />);
    expect(await screen.findByText(TEXTS.empty)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('No things to export')).toBeInTheDocument();
    expect(onExport).not.toHaveBeenCalled();
  });

  it('data: the rows, the totals of the whole set, and an export that goes ahead', async () => {
    const onExport = vi.fn();
    const totals: ListTotals = [{ currency: 'JOD', count: 1234, sums: { amount: 12345.678 } }];
    renderWithProviders(
      <Harness load={() => Promise.resolve({ rows: [THING], total: 1234, totals })} onExport={onExport} />,
    );
    expect(await screen.findByText('First thing')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Totals' })).toHaveTextContent(
      '1,234 transactions · Amount JOD 12,345.678',
    );
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(onExport).toHaveBeenCalledWith('excel');
  });

  it('with every column hidden, an export says there is nothing to put in the file and downloads nothing', async () => {
    const onExport = vi.fn();
    renderWithProviders(
      <Harness
        load={() => Promise.resolve({ rows: [THING], total: 1 })}
        onExport={onExport}
        hidden={{ name: false, amount: false }}
      />,
    );
    const download = screen.getByRole('button', { name: 'Download' });
    await waitFor(() => expect(download).toBeEnabled());
    await user.click(download);
    expect(await screen.findByText(LIST_PANEL_TEXTS.noColumns)).toBeInTheDocument();
    expect(onExport).not.toHaveBeenCalled();
  });

  it('a failed Refresh hides the rows it had: they are not the answer to this search any more', async () => {
    const load = vi
      .fn<() => Promise<Reply>>()
      .mockResolvedValueOnce({ rows: [THING], total: 1 })
      .mockRejectedValueOnce(
        new HttpError({ status: 503, statusText: 'Service Unavailable', message: 'Service Unavailable' }),
      );
    renderWithProviders(<Harness load={load} onExport={vi.fn()} />);
    expect(await screen.findByText('First thing')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.failure);
    await waitFor(() => expect(screen.queryByText('First thing')).not.toBeInTheDocument());
  });
});
