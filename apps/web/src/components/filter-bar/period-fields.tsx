// A period filter's From Date and To Date, each with the period's rule texts that name it under it. Needs a
// LocalizationProvider with AdapterDayjs above it.
import type { DayNumber } from '@merchant-portal/contracts/dates';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import type { DateRangeIssue } from '@merchant-portal/contracts/schemas/transactions';
import { useTranslation } from 'react-i18next';
import { DayField } from './filter-bar';

/** DD-MM-YYYY, '' while the typed text is not a date. */
export interface Period {
  fromDate: string;
  toDate: string;
}

export interface PeriodFieldsProps {
  period: Period;
  /** The last day the calendars offer. */
  latest: DayNumber;
  /** The rule texts to show now. */
  issues: readonly DateRangeIssue[];
  onChange: (change: Partial<Period>) => void;
}

const FIELDS: ReadonlyArray<{ field: keyof Period; label: string }> = [
  { field: 'fromDate', label: phrase('From Date') },
  { field: 'toDate', label: phrase('To Date') },
];

export function PeriodFields({ period, latest, issues, onChange }: PeriodFieldsProps) {
  const { t } = useTranslation();
  return FIELDS.map(({ field, label }) => (
    <DayField
      key={field}
      label={t(label)}
      value={period[field]}
      maxDate={latest}
      errors={issues.filter((issue) => issue.field === field).map((issue) => issue.message)}
      onChange={(value) => onChange({ [field]: value })}
    />
  ));
}
