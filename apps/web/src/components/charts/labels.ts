// Axis labels of the charts over hours and months.

const TWELVE_HOUR = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;

/** The 24 hourly buckets' labels, 12-hour clock (spec part 1 §2, §9). */
export const HOUR_LABELS = Array.from({ length: 24 }, (_, hour) => TWELVE_HOUR(hour));

/** The months JAN to DEC (spec part 1 §9). */
export const MONTH_LABELS = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
] as const;
