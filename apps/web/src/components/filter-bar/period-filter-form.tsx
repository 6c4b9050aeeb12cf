// A list screen's period filter: it keeps what is typed, offers the quick selects the screen's period rules
// accept (they fill the dates only), shows the screen's own fields around From Date and To Date, and ends with
// Submit Search, which stays disabled while a date rule fails; submitting hands the form over
// only when none does. Needs a LocalizationProvider with AdapterDayjs above it.
import type { DayNumber } from '@merchant-portal/contracts/dates';
import type { PeriodCheck } from '@merchant-portal/contracts/schemas/transactions';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { PeriodFields, type Period } from './period-fields';
import { QuickSelect } from './quick-select';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { useTranslation } from 'react-i18next';

/** Changes some of the form's fields. */
export type FormUpdate<T> = (change: Partial<T>) => void;

/** The screen's fields placed before or after the period, drawn from the form as it stands. */
export type FieldsOf<T> = (form: T, update: FormUpdate<T>) => ReactNode;

/** What a screen hands its filter bar: the applied filter to start from, today, and where a search goes. */
export interface FilterBarProps<F> {
  /** What the form starts from. */
  defaults: F;
  /** Today in Amman: the date rules are relative to it. */
  today: DayNumber;
  onSubmit: (filter: F) => void;
}

export interface PeriodFilterFormProps<T extends Period> extends FilterBarProps<T> {
  /** The form's accessible name. */
  /** The form's name and the submit button's text are given in English, shown in the screen's language. */
  label: string;
  /** The last day the calendars offer. */
  latest: DayNumber;
  /** The screen's date rules. */
  check: PeriodCheck;
  before?: FieldsOf<T>;
  after?: FieldsOf<T>;
  /** The submit button's text. */
  submitText?: string;
  /** Buttons after the submit button; `isValid` is false while a date rule fails. */
  actions?: (form: T, isValid: boolean) => ReactNode;
}

export function PeriodFilterForm<T extends Period>({
  label,
  defaults,
  today,
  latest,
  check,
  onSubmit,
  before,
  after,
  submitText = phrase('Submit Search'),
  actions,
}: PeriodFilterFormProps<T>) {
  const { t } = useTranslation();
  const [form, setForm] = useState(defaults);
  const issues = check(form.fromDate, form.toDate, today);
  const isValid = issues.length === 0;
  const update: FormUpdate<T> = (change) => setForm((current) => ({ ...current, ...change }));

  return (
    <Box
      component="form"
      aria-label={t(label)}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isValid) onSubmit(form);
      }}
    >
      <QuickSelect
        today={today}
        check={check}
        latest={latest}
        // A period's change is a change of the form's own date fields.
        onSelect={(_range, period) => update(period as Partial<T>)}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {before?.(form, update)}
        <PeriodFields
          period={form}
          latest={latest}
          issues={issues}
          onChange={(change) => update(change as Partial<T>)}
        />
        {after?.(form, update)}
        <Button type="submit" variant="contained" disabled={!isValid} sx={{ height: 40 }}>
          {t(submitText)}
        </Button>
        {actions?.(form, isValid)}
      </Box>
    </Box>
  );
}
