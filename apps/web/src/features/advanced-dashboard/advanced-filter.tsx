// The advanced dashboard's one filter: period (up to 13 months, to yesterday), branches, card scheme, issuer
// and bank customers. Nothing is sent until the period is valid; the errors say why.
import {
  advancedRangeIssues,
  type AdvancedFilterInput,
} from '@merchant-portal/contracts/schemas/advanced-dashboard';
import { addMonths, formatDay, parseDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { AB_CUSTOMER_INDICATOR, type AbCustomerChoice } from '@merchant-portal/contracts/schemas/dashboards';
import { ALL_BRANCHES, CARD_TYPES, METHOD_TYPES } from '@merchant-portal/contracts/schemas/transactions';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ChoiceField } from '../../components/filter-bar/choice-field';
import { choiceChips, periodChip } from '../../components/filter-bar/filter-chips';
import { PeriodFields } from '../../components/filter-bar/period-fields';
import { branchSelectionLabel, type Branch } from '../../components/filter-bar/filter-state';
import { OptionCheck } from '../../components/option-check';

const CHOICE_LABELS: Record<AbCustomerChoice, string> = { Y: 'Yes', N: 'No', BOTH: 'Both' };

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

/** The applied filter in words, for a phone's folded filter: the period, then each choice that narrows it. */
export function advancedFilterChips(
  filter: Required<AdvancedFilterInput>,
  branches: readonly Branch[],
): string[] {
  return [
    periodChip(filter),
    ...choiceChips([
      [
        'Branches',
        filter.branchId === ALL_BRANCHES ? '' : branchSelectionLabel(filter.branchId.split(','), branches),
      ],
      ['Card', filter.cardType === 'All' ? '' : filter.cardType],
      ['Method', filter.methodType === 'All' ? '' : filter.methodType],
      ['Bank customers', filter.bankCustomer === 'BOTH' ? '' : CHOICE_LABELS[filter.bankCustomer]],
    ]),
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
  const [form, setForm] = useState(applied);
  const [showErrors, setShowErrors] = useState(false);
  const issues = advancedRangeIssues(form.fromDate, form.toDate);
  const chosen = form.branchId === ALL_BRANCHES ? [] : form.branchId.split(',');
  const yesterday = todayInAmman() - 1;

  return (
    <Box
      component="form"
      aria-label="Filter"
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
        label="Branches"
        sx={{ width: 220 }}
        value={chosen}
        slotProps={{
          select: {
            multiple: true,
            displayEmpty: true,
            renderValue: (selected) => {
              const ids = selected as string[];
              if (ids.length === 0) return 'All';
              if (ids.length > 1) return `+${ids.length} Branches`;
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
        label="Card"
        value={form.cardType}
        choices={CARD_TYPES}
        width={150}
        onChange={(cardType) => setForm({ ...form, cardType })}
      />
      <ChoiceField
        label="Method"
        value={form.methodType}
        choices={METHOD_TYPES}
        width={150}
        onChange={(methodType) => setForm({ ...form, methodType })}
      />
      <ChoiceField
        label="Bank customers"
        value={form.bankCustomer}
        choices={AB_CUSTOMER_INDICATOR}
        labelOf={(choice) => CHOICE_LABELS[choice]}
        width={150}
        onChange={(bankCustomer) => setForm({ ...form, bankCustomer })}
      />
      <Button type="submit" variant="contained" sx={{ height: 40 }}>
        Apply
      </Button>
    </Box>
  );
}
