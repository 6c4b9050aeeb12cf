// The advanced dashboard's one filter: period (up to 13 months, to yesterday), branches, card scheme, issuer
// and bank customers. Nothing is sent until the period is valid; the errors say why.
import {
  advancedRangeIssues,
  type AdvancedFilterInput,
} from '@merchant-portal/contracts/schemas/advanced-dashboard';
import { addMonths, formatDay, parseDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { AB_CUSTOMER_INDICATOR, type AbCustomerChoice } from '@merchant-portal/contracts/schemas/dashboards';
import {
  ALL_BRANCHES,
  CARD_TYPES,
  METHOD_TYPES,
  METHOD_TYPE_LABELS,
} from '@merchant-portal/contracts/schemas/transactions';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { ChoiceField } from '../../components/filter-bar/choice-field';
import { choiceChips, periodChip } from '../../components/filter-bar/filter-chips';
import { PeriodFields } from '../../components/filter-bar/period-fields';
import { branchSelectionLabel, type Branch } from '../../components/filter-bar/filter-state';
import { OptionCheck } from '../../components/option-check';
import { translateText } from '../../lib/i18n';

const CHOICE_LABELS: Record<AbCustomerChoice, string> = {
  Y: phrase('Yes'),
  N: phrase('No'),
  BOTH: phrase('Both'),
};

/** The first of the month a year before yesterday's month, to yesterday: this month and the last 12. */
export function defaultAdvancedFilter(today = todayInAmman()): Required<AdvancedFilterInput> {
  const yesterday = today - 1;
  const yearBefore = addMonths(yesterday, -12);
  const firstOfMonth = parseDay(`01-${formatDay(yearBefore).slice(3)}`) ?? yearBefore;
  return {
    fromDate: formatDay(firstOfMonth),
    toDate: formatDay(yesterday),
    branchId: ALL_BRANCHES,
    cardType: 'All',
    methodType: 'All',
    bankCustomer: 'BOTH',
  };
}

/**
 * The applied filter in words, for a phone's folded filter: the period, then each choice that narrows it, in
 * the language of `t`.
 */
export function advancedFilterChips(
  filter: Required<AdvancedFilterInput>,
  branches: readonly Branch[],
  t: TFunction,
): string[] {
  return [
    periodChip(filter, t),
    ...choiceChips(
      [
        [
          phrase('Branches'),
          filter.branchId === ALL_BRANCHES
            ? ''
            : translateText(branchSelectionLabel(filter.branchId.split(','), branches)),
        ],
        [phrase('Card'), filter.cardType === 'All' ? '' : filter.cardType],
        [phrase('Method'), filter.methodType === 'All' ? '' : t(METHOD_TYPE_LABELS[filter.methodType])],
        [
          phrase('Bank customers'),
          filter.bankCustomer === 'BOTH' ? '' : t(CHOICE_LABELS[filter.bankCustomer]),
        ],
      ],
      t,
    ),
  ];
}

export function AdvancedFilterBar({
  applied,
  branches,
  onApply,
}: {
  applied: Required<AdvancedFilterInput>;
  branches: readonly Branch[];
  onApply: (filter: Required<AdvancedFilterInput>) => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState(applied);
  const [showErrors, setShowErrors] = useState(false);
  const issues = advancedRangeIssues(form.fromDate, form.toDate);
  const chosen = form.branchId === ALL_BRANCHES ? [] : form.branchId.split(',');
  const yesterday = todayInAmman() - 1;

  return (
    <Box
      component="form"
      aria-label={t('Filter')}
      onSubmit={(event) => {
        event.preventDefault();
        setShowErrors(true);
        if (issues.length === 0) onApply(form);
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      <PeriodFields
        period={form}
        latest={yesterday}
        issues={showErrors ? issues : []}
        onChange={(change) => setForm({ ...form, ...change })}
      />
      <TextField
        select
        size="small"
        label={t('Branches')}
        sx={{ width: 220 }}
        value={chosen}
        slotProps={{
          select: {
            multiple: true,
            displayEmpty: true,
            renderValue: (selected) => {
              const ids = selected as string[];
              if (ids.length === 0) return t('All');
              if (ids.length > 1) return t('+{{count}} Branches', { count: ids.length });
              return branches.find((branch) => branch.branchId === ids[0])?.branchName ?? ids[0];
            },
          },
          inputLabel: { shrink: true },
        }}
        onChange={(event) => {
          const ids = event.target.value as unknown as string[];
          setForm({ ...form, branchId: ids.length === 0 ? ALL_BRANCHES : ids.join(',') });
        }}
      >
        {branches.map((branch) => (
          <MenuItem key={branch.branchId} value={branch.branchId}>
            <OptionCheck checked={chosen.includes(branch.branchId)} />
            <ListItemText primary={branch.branchName} secondary={branch.branchId} />
          </MenuItem>
        ))}
      </TextField>
      <ChoiceField
        label={t('Card')}
        value={form.cardType}
        choices={CARD_TYPES}
        labelOf={(cardType) => (cardType === 'All' ? t('All') : cardType)}
        width={150}
        onChange={(cardType) => setForm({ ...form, cardType })}
      />
      <ChoiceField
        label={t('Method')}
        value={form.methodType}
        choices={METHOD_TYPES}
        labelOf={(methodType) => t(METHOD_TYPE_LABELS[methodType])}
        width={150}
        onChange={(methodType) => setForm({ ...form, methodType })}
      />
      <ChoiceField
        label={t('Bank customers')}
        value={form.bankCustomer}
        choices={AB_CUSTOMER_INDICATOR}
        labelOf={(choice) => t(CHOICE_LABELS[choice])}
        width={150}
        onChange={(bankCustomer) => setForm({ ...form, bankCustomer })}
      />
      <Button type="submit" variant="contained" sx={{ height: 40 }}>
        {t('Apply')}
      </Button>
    </Box>
  );
}
