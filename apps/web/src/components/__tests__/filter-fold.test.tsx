import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FilterFold } from '../filter-fold';

/** jsdom has no layout: a phone is what the theme's `down('sm')` media query says it is. */
function widthIs(phone: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: phone && query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) satisfies MediaQueryList,
  );
}

/** A screen whose filter applies a new card when asked. */
function Screen({ chips }: { chips: string[] }) {
  const [applied, setApplied] = useState(chips);
  return (
    <>
      <FilterFold activeFilters={applied}>
        <form aria-label="The filter" />
      </FilterFold>
      <button type="button" onClick={() => setApplied([chips[0] ?? '', 'Card: Mastercard'])}>
        Apply
      </button>
    </>
  );
}

/** Folded: the filter's Collapse is shut (MUI hides it from the page and from screen readers). */
const isFolded = () => screen.getByRole('form', { hidden: true }).closest('.MuiCollapse-hidden') !== null;

afterEach(() => vi.unstubAllGlobals());

describe('FilterFold', () => {
  it('on a phone folds the filter behind Filters, shows the applied filter, and folds again on a new one', async () => {
    widthIs(true);
    const user = userEvent.setup();
    renderWithProviders(<Screen chips={['01-11-2026 to 27-11-2026', 'Card: Visa']} />);
    const button = screen.getByRole('button', { name: 'Filters' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(isFolded()).toBe(true);
    const chips = within(screen.getByRole('list', { name: 'Applied filters' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['01-11-2026 to 27-11-2026', 'Card: Visa']);

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', screen.getByRole('form').closest('[id]')?.id);
    expect(isFolded()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Card: Mastercard')).toBeInTheDocument();
  });

  it('on a wider screen shows the filter with no Filters button', () => {
    widthIs(false);
    renderWithProviders(<Screen chips={['01-11-2026 to 27-11-2026']} />);
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Applied filters' })).toBeNull();
    expect(isFolded()).toBe(false);
  });
});
