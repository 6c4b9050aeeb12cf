import { formatDay, parseDay } from '@merchant-portal/contracts/dates';
import type { TransactionSource } from '@merchant-portal/contracts/transaction-sources';
import { fireEvent, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useReducer } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openSelect } from '../../../test/page';
import { renderWithProviders } from '../../../test/render';
import { FilterBar } from '../filter-bar';
import { filterReducer, initialFilterState, type AppliedFilter, type Branch } from '../filter-state';

const TODAY = parseDay('15-03-2026')!;
const BRANCHES: Branch[] = [
  { branchId: '101', branchName: 'Abdali', transactionType: 'COMMON' },
  { branchId: '102', branchName: 'Sweifieh', transactionType: 'COMMON' },
];

function Harness({
  onSubmit,
  categories = [],
  sources,
}: {
  onSubmit: (filter: AppliedFilter) => void;
  categories?: string[];
  sources?: TransactionSource[];
}) {
  const [state, dispatch] = useReducer(filterReducer, undefined, () =>
    filterReducer(initialFilterState('P', TODAY), { type: 'branchesLoaded', branches: BRANCHES }),
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <FilterBar
        state={state}
        dispatch={dispatch}
        today={TODAY}
        onSubmit={onSubmit}
        canPickCategory
        categories={categories}
        {...(sources ? { sources } : {})}
      />
    </LocalizationProvider>
  );
}

async function pick(label: string | RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

let user: UserEvent;

beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

describe('filter bar (part 2 §2 "Filter bar")', () => {
  it('shows the fields, the expanded branch selection, and submits the applied values', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} />);
    expect(screen.getByRole('group', { name: 'From Date' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'To Date' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Branch/ })).toHaveTextContent('All');
    expect(screen.queryByRole('combobox', { name: 'Currency' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();

    const { listbox: cards, options } = await openSelect(screen.getByRole('combobox', { name: /Card/ }));
    expect(options).toEqual(['All', 'VISA', 'Master-Maestero']);
    await user.click(cards.getByRole('option', { name: 'Master-Maestero' }));

    await user.click(screen.getByRole('button', { name: 'Since yesterday' }));
    await user.click(screen.getByRole('button', { name: 'Submit Search' }));
    expect(onSubmit).toHaveBeenCalledWith({
      transactionName: 'P',
      fromDate: formatDay(TODAY - 2),
      toDate: formatDay(TODAY - 1),
      branchId: 'ALL',
      cardType: 'MasterCard',
      methodType: 'All',
      category: 'ALL',
      currency: '',
    });
  });

  it("summarises several branches as '+N Branches' and blocks submit without a branch", async () => {
    renderWithProviders(<Harness onSubmit={vi.fn()} />);
    const { listbox, options } = await openSelect(screen.getByRole('combobox', { name: /Branch/ }));
    expect(options).toEqual(['All', '101 - Abdali', '102 - Sweifieh']);
    await user.click(listbox.getByRole('option', { name: 'All' }));
    expect(screen.getByText('Branch is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Search', hidden: true })).toBeDisabled();
    await user.click(listbox.getByRole('option', { name: '101 - Abdali' }));
    await user.click(listbox.getByRole('option', { name: '102 - Sweifieh' }));
    expect(screen.getByRole('combobox', { name: /Branch/, hidden: true })).toHaveTextContent('+2 Branches');
    expect(screen.getByRole('button', { name: 'Submit Search', hidden: true })).toBeEnabled();
  });

  it('hides To Date for DCC, shows Currency only for CS, locks card and method for QR', async () => {
    renderWithProviders(<Harness onSubmit={vi.fn()} categories={['Food']} />);
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeInTheDocument();

    await pick(/Transaction Source/, 'DCC');
    expect(screen.queryByRole('group', { name: 'To Date' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Branch/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();

    await pick(/Transaction Source/, 'CyberSource');
    expect(screen.getByRole('group', { name: 'To Date' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toBeInTheDocument();

    await pick(/Transaction Source/, 'Reflect');
    expect(screen.queryByRole('combobox', { name: 'Currency' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Card/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('combobox', { name: /Method/ })).toHaveAttribute('aria-disabled', 'true');
  });

  it('a source after DCC opens without a date error, and Submit stays open', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} />);
    await pick(/Transaction Source/, 'DCC');
    await pick(/Transaction Source/, 'PoS');
    expect(screen.queryByText('To date must not be later than yesterday')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Search' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ transactionName: 'P', toDate: formatDay(TODAY - 1) }),
    );
  });

  it("CyberSource says 'Branch is required' on a submit, not before", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} />);
    await pick(/Transaction Source/, 'CyberSource');
    expect(screen.queryByText('Branch is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Search' }));
    expect(screen.getByText('Branch is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Search' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers only the sources it is given (MoDEE)', async () => {
    renderWithProviders(<Harness onSubmit={vi.fn()} sources={['M', 'P', 'CS']} />);
    const { options } = await openSelect(screen.getByRole('combobox', { name: /Transaction Source/ }));
    expect(options).toEqual(['MobiCash', 'PoS', 'CyberSource']);
  });
});
