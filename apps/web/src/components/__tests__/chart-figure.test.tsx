import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { barOption } from '../charts/chart-options';

const OPTION = barOption(['Nov', 'Dec'], [{ name: 'This period', values: [1, 2] }], 'Amount (JOD)');
const TABLE = {
  columns: ['Month', 'Amount (JOD)'],
  rows: [
    ['Nov', 1],
    ['Dec', 2],
  ],
};

afterEach(() => {
  vi.doUnmock('../charts/echarts');
  vi.resetModules();
});

async function renderChart() {
  const { ChartFigure, CHART_UNAVAILABLE_TEXT } = await import('../charts/chart-figure');
  const figure = <ChartFigure label="Amount by month" option={OPTION} table={TABLE} hasData />;
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: figure }])} />);
  return CHART_UNAVAILABLE_TEXT;
}

describe('a chart loads ECharts when it has figures to draw', () => {
  it('draws once ECharts has arrived', async () => {
    await renderChart();
    const chart = screen.getByRole('img', { name: 'Amount by month' });
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
  });

  it('shows the figures as a table, and says why, when ECharts cannot be loaded', async () => {
    vi.doMock('../charts/echarts', () => {
      throw new Error('offline');
    });
    const unavailable = await renderChart();
    expect(await screen.findByText(unavailable)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Amount by month' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chart' })).toBeDisabled();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('does not load ECharts for a screen the user is leaving, and draws if they stay', async () => {
    const loaded = vi.fn();
    vi.doMock('../charts/echarts', async (original) => {
      loaded();
      return original();
    });
    const { ChartFigure } = await import('../charts/chart-figure');
    let arrive = () => {};
    const router = createMemoryRouter([
      { path: '/', element: <Figures ChartFigure={ChartFigure} /> },
      // The next screen's code: held until the test lets it come, as on a slow link.
      {
        path: '/next',
        lazy: () => new Promise((resolve) => (arrive = () => resolve({ element: <p>next</p> }))),
      },
    ]);
    render(<RouterProvider router={router} />);
    void router.navigate('/next');
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    await userEvent.click(screen.getByRole('button', { name: 'Figures arrive' }));
    expect(screen.getByRole('img', { name: 'Amount by month' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded).not.toHaveBeenCalled();
    arrive();
    expect(await screen.findByText('next')).toBeInTheDocument();
    expect(loaded).not.toHaveBeenCalled();
  });
});

function Figures({ ChartFigure }: { ChartFigure: typeof import('../charts/chart-figure').ChartFigure }) {
  const [hasData, setHasData] = useState(false);
  return (
    <>
      <button onClick={() => setHasData(true)}>Figures arrive</button>
      <ChartFigure label="Amount by month" option={OPTION} table={TABLE} hasData={hasData} />
    </>
  );
}
