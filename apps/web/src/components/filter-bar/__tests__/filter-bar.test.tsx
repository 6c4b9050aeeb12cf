import { formatDay, parseDay } from '@merchant-portal/contracts/dates';
import { SEARCH_MESSAGES } from '@merchant-portal/contracts/search-term';
import type { TransactionSource } from '@merchant-portal/contracts/transaction-sources';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useReducer } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { violationsOf } from '../../../test/axe-violations';
import { openSelect } from '../../../test/page';
import { switchLanguage } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { FilterBar } from '../filter-bar';
import { filterReducer, initialFilterState, type AppliedFilter, type Branch } from '../filter-state';
import { SEARCH_HINT } from '../search-field';

const TODAY = parseDay('15-03-2026')!;
const BRANCHES: Branch[] = [
  { branchId: '101', branchName: 'Abdali', transactionType: 'COMMON' },
  { branchId: '102', branchName: 'Sweifieh', transactionType: 'COMMON' },
];

function Harness({
  onSubmit,
  categories = [],
  sources,
  hasSearch = false,
}: {
  onSubmit: (filter: AppliedFilter) => void;
  categories?: string[];
  sources?: TransactionSource[];
  hasSearch?: boolean;
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
        hasSearch={hasSearch}
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
      search: '',
      amountFrom: null,
      amountTo: null,
    });
    // A bar without the search row (the Reports request) shows none of it.
    expect(screen.queryByRole('searchbox', { name: 'Search' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Amount range' })).not.toBeInTheDocument();
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

  it('names each option of the branch menu by its branch and tells which are chosen; axe-core finds nothing', async () => {
    renderWithProviders(<Harness onSubmit={vi.fn()} />);
    await openSelect(screen.getByRole('combobox', { name: /Branch/ }));
    const listbox = screen.getByRole('listbox');
    // All branches are chosen at first; All clears them, then one is chosen.
    await user.click(within(listbox).getByRole('option', { name: 'All' }));
    await user.click(within(listbox).getByRole('option', { name: '101 - Abdali' }));
    expect(within(listbox).getByRole('option', { name: '101 - Abdali' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(listbox).getByRole('option', { name: '102 - Sweifieh' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    // The tick boxes are pictures of that choice, not a second, unnamed control inside each option.
    expect(within(listbox).queryAllByRole('checkbox', { hidden: true })).toEqual([]);
    expect(await violationsOf(listbox)).toEqual([]);
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

describe('the search row', () => {
  const searchBox = () => screen.getByRole('searchbox', { name: 'Search' });

  it('says what it takes, then how it read the text; Enter submits it', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} hasSearch />);
    expect(searchBox()).toHaveAccessibleDescription(SEARCH_HINT);
    await user.type(searchBox(), '4417');
    expect(searchBox()).toHaveAccessibleDescription('Card ending 4417');
    await user.clear(searchBox());
    await user.type(searchBox(), '37.5');
    expect(searchBox()).toHaveAccessibleDescription('Amount 37.500');
    await user.type(searchBox(), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ search: '37.5', amountFrom: null }));
  });

  it('a text it cannot read says so once left or submitted, blocks Submit Search and sends nothing', async () => {
    const onSubmit = vi.fn();
    const { unmount } = renderWithProviders(<Harness onSubmit={onSubmit} hasSearch />);
    await user.type(searchBox(), '44');
    expect(screen.queryByText(SEARCH_MESSAGES.notUnderstood)).not.toBeInTheDocument();
    await user.tab();
    expect(searchBox()).toHaveAccessibleDescription(SEARCH_MESSAGES.notUnderstood);
    expect(searchBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Submit Search' })).toBeDisabled();
    await user.type(searchBox(), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    unmount();

    // Enter before the field was ever left tries the submit: the rule shows and nothing is sent.
    renderWithProviders(<Harness onSubmit={onSubmit} hasSearch />);
    await user.type(searchBox(), 'card 4417{Enter}');
    expect(searchBox()).toHaveAccessibleDescription(SEARCH_MESSAGES.notUnderstood);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('the amount range opens from its toggle, checks its bounds, and closing it removes them', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} hasSearch />);
    const toggle = screen.getByRole('button', { name: 'Amount range' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Amount from' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Amount from' }), '50');
    await user.type(screen.getByRole('textbox', { name: 'Amount to' }), '5');
    await user.tab();
    expect(screen.getByText(SEARCH_MESSAGES.amountRange)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Search' })).toBeDisabled();

    await user.clear(screen.getByRole('textbox', { name: 'Amount to' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount to' }), '75.125');
    await user.click(screen.getByRole('button', { name: 'Submit Search' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ amountFrom: 50, amountTo: 75.125 }));

    await user.click(toggle);
    expect(screen.queryByRole('textbox', { name: 'Amount from' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Search' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ amountFrom: null, amountTo: null }));
  });

  it('a bound that is not an amount says so under its field', async () => {
    renderWithProviders(<Harness onSubmit={vi.fn()} hasSearch />);
    await user.click(screen.getByRole('button', { name: 'Amount range' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount to' }), '1.2345');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Amount to' })).toHaveAccessibleDescription(
      SEARCH_MESSAGES.invalidAmount,
    );
  });

  it('DCC (one summary row per merchant) has no search row', async () => {
    renderWithProviders(<Harness onSubmit={vi.fn()} hasSearch />);
    await pick(/Transaction Source/, 'DCC');
    expect(screen.queryByRole('searchbox', { name: 'Search' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Amount range' })).not.toBeInTheDocument();
    await pick(/Transaction Source/, 'DCC Details');
    expect(searchBox()).toBeInTheDocument();
  });
});

describe('the filter bar in Arabic', () => {
  it('names its fields, choices and presets in Arabic, reads the search back in Arabic, and says its rules in Arabic', async () => {
    await switchLanguage('ar');
    const onSubmit = vi.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} hasSearch />);
    expect(screen.getByRole('form', { name: 'عوامل تصفية الحركات' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'من تاريخ' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /الفرع/ })).toHaveTextContent('الكل');
    const { options } = await openSelect(screen.getByRole('combobox', { name: /مصدر الحركة/ }));
    expect(options).toContain('مرتجعات PoS');
    await user.keyboard('{Escape}');
    const { options: methods } = await openSelect(screen.getByRole('combobox', { name: /النطاق/ }));
    expect(methods).toEqual(['محلية', 'دولية', 'الكل']);
    await user.keyboard('{Escape}');

    const search = screen.getByRole('searchbox', { name: 'بحث' });
    await user.type(search, '4417');
    expect(screen.getByText('البطاقة المنتهية بـ 4417')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'not a payment');
    await user.tab();
    expect(await screen.findByText(/^ابحث بآخر 4 أرقام من البطاقة/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'منذ أمس' }));
    expect(screen.getByRole('button', { name: 'تنفيذ البحث' })).toBeDisabled();
  });
});
