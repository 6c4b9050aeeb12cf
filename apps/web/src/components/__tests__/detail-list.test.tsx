import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DetailList } from '../detail-list';

describe('DetailList', () => {
  it('pairs each label with its value, the value read left to right on an Arabic page too', () => {
    render(
      <DetailList
        label="Payment"
        rows={[
          ['PAN', '2206******522483'],
          ['Transaction Date', '28-11-2026 22:39:41'],
        ]}
      />,
    );
    const values = screen.getAllByRole('definition');
    expect(values.map((value) => value.textContent)).toEqual(['2206******522483', '28-11-2026 22:39:41']);
    for (const value of values) {
      expect(within(value).getByText(/\d/).closest('bdi')).toHaveAttribute('dir', 'ltr');
    }
  });
});
