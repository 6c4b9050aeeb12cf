// The transaction filter bar of spec part 2 §2 (shared by Transactions and MODEE). Controlled: the screen owns
// the state (filter-state.ts) so it can feed loaded branches in and reset on a merchant change. Needs a
// LocalizationProvider with AdapterDayjs above it.
import { isoDay, parseDay, type DayNumber } from '@merchant-portal/contracts/dates';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import {
  CARD_TYPES,
  CARD_TYPE_LABELS,
  CURRENCIES,
  METHOD_TYPES,
  METHOD_TYPE_LABELS,
} from '@merchant-portal/contracts/schemas/transactions';
import {
  SOURCE_CODES,
  sourceSpec,
  type TransactionSource,
} from '@merchant-portal/contracts/transaction-sources';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { memo, useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { translateText } from '../../lib/i18n';
import { OptionCheck } from '../option-check';
import {
  ALL_CATEGORIES,
  applyFilter,
  branchOptions,
  branchSelectionLabel,
  hasIssues,
  isBranchSelectDisabled,
  isCardTypeLocked,
  isCategoryShown,
  isCurrencyShown,
  isMethodTypeLocked,
  isMonthPickerSource,
  isMultiBranchSource,
  isSearchShown,
  isToDateHidden,
  shownIssues,
  toggledBranch,
  type AppliedFilter,
  type FilterAction,
  type FilterState,
} from './filter-state';
import { ChoiceField } from './choice-field';
import { QuickSelect } from './quick-select';
import { SearchRow } from './search-field';

const DATE_FORMAT = 'DD-MM-YYYY';

/** The picker shows the calendar date the string names, whatever the browser's time zone. */
function toPickerValue(value: string): Dayjs | null {
  const day = parseDay(value);
  return day === null ? null : dayjs(isoDay(day));
}

/** The picked calendar date as DD-MM-YYYY ('' while the typed text is not a date). */
function fromPickerValue(value: Dayjs | null): string {
  return value?.isValid() ? value.format(DATE_FORMAT) : '';
}

interface DayFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The last day the calendar offers. */
  maxDate: DayNumber;
  errors: string[];
  isMonthPicker?: boolean;
}

export function DayField({ label, value, onChange, maxDate, errors, isMonthPicker = false }: DayFieldProps) {
  // Keeps a half-typed date in the field while the form holds '' for it.
  const [draft, setDraft] = useState<Dayjs | null>(() => toPickerValue(value));
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (fromPickerValue(draft) !== value) setDraft(toPickerValue(value));
  }
  return (
    <DatePicker
      label={label}
      value={draft}
      format={DATE_FORMAT}
      maxDate={dayjs(isoDay(maxDate))}
      {...(isMonthPicker ? { views: ['year', 'month'] as const, openTo: 'month' as const } : {})}
      onChange={(next) => {
        setDraft(next);
        onChange(fromPickerValue(next));
      }}
      slotProps={{
        textField: {
          size: 'small',
          error: errors.length > 0,
          helperText: errors.map(translateText).join('. ') || undefined,
          sx: { width: 180 },
        },
      }}
    />
  );
}

export interface FilterBarProps {
  state: FilterState;
  dispatch: Dispatch<FilterAction>;
  /** Today in Amman: quick selects and the date rules are relative to it. */
  today: DayNumber;
  onSubmit: (filter: AppliedFilter) => void;
  /** ROLE_CAREEM_USER: may filter PoS transactions by category. */
  canPickCategory: boolean;
  /** The categories to offer; the picker hides while the list is empty. */
  categories: readonly string[];
  isBranchesLoading?: boolean;
  /** The button's text ('Submit Search' unless said). */
  submitLabel?: string;
  /** The sources the Transaction Source select offers (every one unless said). */
  sources?: readonly TransactionSource[];
  /** The search row (search text and amount range) of the screens that search rows; not a report's. */
  hasSearch?: boolean;
}

// Memoised: the screen re-renders on every load of its grid, which leaves the filters as they are.
export const FilterBar = memo(function FilterBar({
  state,
  dispatch,
  today,
  onSubmit,
  submitLabel = phrase('Submit Search'),
  canPickCategory,
  categories,
  isBranchesLoading = false,
  sources = SOURCE_CODES,
  hasSearch = false,
}: FilterBarProps) {
  const { t } = useTranslation();
  const { form, branches } = state;
  const issues = shownIssues(state, today);
  const isMonthPicker = isMonthPickerSource(form.source);
  const isMultiBranch = isMultiBranchSource(form.source);
  const options = branchOptions(branches);

  return (
    <Box
      component="form"
      aria-label={t('Transaction filters')}
      noValidate
      onSubmit={(event) => event.preventDefault()}
    >
      {hasSearch && isSearchShown(form.source) && (
        <SearchRow fields={form} issues={issues} dispatch={dispatch} />
      )}
      <QuickSelect today={today} onSelect={(range) => dispatch({ type: 'quickSelected', range, today })} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <DayField
          label={t('From Date')}
          value={form.fromDate}
          onChange={(value) => dispatch({ type: 'fromDateChanged', value, today })}
          maxDate={isMonthPicker ? today : today - 1}
          errors={issues.fromDate}
          isMonthPicker={isMonthPicker}
        />
        {!isToDateHidden(form.source) && (
          <DayField
            label={t('To Date')}
            value={form.toDate}
            onChange={(value) => dispatch({ type: 'toDateChanged', value })}
            maxDate={today - 1}
            errors={issues.toDate}
          />
        )}
        <TextField
          select
          size="small"
          label={t('Branch')}
          value={isMultiBranch ? form.branchIds : (form.branchIds[0] ?? '')}
          disabled={isBranchSelectDisabled(form.source)}
          required
          error={issues.branch !== null}
          helperText={
            issues.branch === null
              ? isBranchesLoading
                ? t('Loading branches…')
                : undefined
              : translateText(issues.branch)
          }
          sx={{ width: 260 }}
          slotProps={{
            select: isMultiBranch
              ? {
                  multiple: true,
                  renderValue: (selected) =>
                    translateText(branchSelectionLabel(selected as string[], branches)),
                }
              : {
                  renderValue: (selected) =>
                    translateText(branchSelectionLabel([selected as string], branches)),
                },
          }}
          onChange={(event) => {
            const value = event.target.value as string | string[];
            if (Array.isArray(value)) {
              const branchId = toggledBranch(form.branchIds, value);
              if (branchId !== null) dispatch({ type: 'branchToggled', branchId });
            } else {
              dispatch({ type: 'branchSelected', branchId: value });
            }
          }}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value} dense={isMultiBranch}>
              {isMultiBranch && <OptionCheck checked={form.branchIds.includes(option.value)} />}
              <ListItemText primary={translateText(option.label)} />
            </MenuItem>
          ))}
        </TextField>
        <ChoiceField
          label={t('Transaction Source')}
          value={form.source}
          choices={sources}
          labelOf={(code) => t(sourceSpec(code).label)}
          required
          width={200}
          onChange={(source) => dispatch({ type: 'sourceChanged', source, today })}
        />
        <ChoiceField
          label={t('Card')}
          value={form.cardType}
          choices={CARD_TYPES}
          labelOf={(cardType) => t(CARD_TYPE_LABELS[cardType])}
          required
          disabled={isCardTypeLocked(form.source)}
          width={170}
          onChange={(cardType) => dispatch({ type: 'cardTypeChanged', cardType })}
        />
        <ChoiceField
          label={t('Method')}
          value={form.methodType}
          choices={METHOD_TYPES}
          labelOf={(methodType) => t(METHOD_TYPE_LABELS[methodType])}
          required
          disabled={isMethodTypeLocked(form.source)}
          width={150}
          onChange={(methodType) => dispatch({ type: 'methodTypeChanged', methodType })}
        />
        {isCurrencyShown(form.source) && (
          <ChoiceField
            label={t('Currency')}
            value={form.currency}
            choices={CURRENCIES}
            labelOf={(currency) => currency || '\u00a0'}
            ariaLabelOf={(currency) => currency || t('No currency')}
            showsBlank
            width={120}
            onChange={(currency) => dispatch({ type: 'currencyChanged', currency })}
          />
        )}
        {isCategoryShown(form.source, canPickCategory, categories) && (
          <ChoiceField
            label={t('Category')}
            value={form.category}
            choices={[ALL_CATEGORIES, ...categories]}
            labelOf={(category) => (category === ALL_CATEGORIES ? t('All') : category)}
            width={180}
            onChange={(category) => dispatch({ type: 'categoryChanged', category })}
          />
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={hasIssues(issues)}
          sx={{ height: 40 }}
          onClick={() => {
            const applied = applyFilter(form, today);
            if (applied) onSubmit(applied);
            else dispatch({ type: 'submitTried' });
          }}
        >
          {t(submitLabel)}
        </Button>
      </Box>
    </Box>
  );
});
