import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { DataTable, type DataColumn } from '../data-table';

interface Spender {
  pan: string;
  customer: string;
}

const COLUMNS: DataColumn<Spender>[] = [
  { header: 'Card', cell: (row) => row.pan, monospace: true },
  { header: 'Customer', cell: (row) => row.customer },
];

afterEach(async () => {
  await switchLanguage('en', { isChoice: false });
});

describe('DataTable', () => {
  it('keeps a card number left to right in Arabic, and leaves the other cells to the page', async () => {
    await switchLanguage('ar', { isChoice: false });
    renderWithProviders(
      <DataTable
        label="Top spenders"
        columns={COLUMNS}
        rows={[{ pan: '535522******1210', customer: 'Returning' }]}
        rowKey={(row) => row.pan}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'البطاقة' })).toBeInTheDocument();
    const card = screen.getByText('535522******1210');
    expect(card.tagName).toBe('BDI');
    expect(card).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('Returning').tagName).toBe('TD');
  });
});
