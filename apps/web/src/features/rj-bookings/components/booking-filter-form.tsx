// What both tabs' filters ask for (spec part 2 §2, §5): Booking Ref No, the tab's own fields, From Date and To
// Date (DD-MM-YYYY). The bookings' date rules (no future day, from not after to, at most a year) show under the
// fields, and nothing is sent while one fails; the reference is sent trimmed. Needs a LocalizationProvider with
// AdapterDayjs above it.
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { bookingRangeIssues } from '@merchant-portal/contracts/schemas/bookings';
import TextField from '@mui/material/TextField';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { choiceChips, periodChip } from '../../../components/filter-bar/filter-chips';
import type { Period } from '../../../components/filter-bar/period-fields';
import {
  PeriodFilterForm,
  type FieldsOf,
  type FilterBarProps,
} from '../../../components/filter-bar/period-filter-form';

/** The longest booking reference the calls take. */
const BOOKING_REF_MAX = 20;

/**
 * The applied filter in words for a phone's folded filter: the period, the reference, then the tab's own (each
 * label in English, its value as shown), in the language of `t`.
 */
export function bookingFilterChips(
  filter: Period & { bookingRefNo: string },
  t: TFunction,
  choices: readonly (readonly [label: string, value: string])[] = [],
): string[] {
  return [
    periodChip(filter, t),
    ...choiceChips([[phrase('Booking Ref No'), filter.bookingRefNo], ...choices], t),
  ];
}

export interface BookingFilterFormProps<
  T extends Period & { bookingRefNo: string },
> extends FilterBarProps<T> {
  /** The form's accessible name, in English (shown in the screen's language). */
  label: string;
  /** The tab's fields between Booking Ref No and the period. */
  fields?: FieldsOf<T>;
}

export function BookingFilterForm<T extends Period & { bookingRefNo: string }>({
  fields,
  onSubmit,
  ...props
}: BookingFilterFormProps<T>) {
  const { t } = useTranslation();
  return (
    <PeriodFilterForm
      {...props}
      latest={props.today}
      check={bookingRangeIssues}
      onSubmit={(filter) => onSubmit({ ...filter, bookingRefNo: filter.bookingRefNo.trim() })}
      before={(form, update) => (
        <>
          <TextField
            size="small"
            label={t('Booking Ref No')}
            value={form.bookingRefNo}
            sx={{ width: 180 }}
            onChange={(event) => update({ bookingRefNo: event.target.value } as Partial<T>)}
            slotProps={{ htmlInput: { maxLength: BOOKING_REF_MAX, autoComplete: 'off' } }}
          />
          {fields?.(form, update)}
        </>
      )}
    />
  );
}
