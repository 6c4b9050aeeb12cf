// The labels of hours, weekdays and months (the charts' axes, the calendar), in English; the screens show
// them in their language.
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { fillTemplate } from '@merchant-portal/contracts/messages';

const TWELVE_HOUR = (hour: number) =>
  fillTemplate(hour < 12 ? phrase('{{hour}} AM') : phrase('{{hour}} PM'), {
    hour: hour % 12 === 0 ? 12 : hour % 12,
  });

/** The 24 hourly buckets' labels, 12-hour clock (spec part 1 §2, §9). */
export const HOUR_LABELS = Array.from({ length: 24 }, (_, hour) => TWELVE_HOUR(hour));

/** The months JAN to DEC (spec part 1 §9). */
export const MONTH_LABELS = [
  phrase('JAN'),
  phrase('FEB'),
  phrase('MAR'),
  phrase('APR'),
  phrase('MAY'),
  phrase('JUN'),
  phrase('JUL'),
  phrase('AUG'),
  phrase('SEP'),
  phrase('OCT'),
  phrase('NOV'),
  phrase('DEC'),
] as const;

/** The weekdays MON to SUN, as the hour-by-weekday chart's rows. */
export const WEEKDAY_LABELS = [
  phrase('MON'),
  phrase('TUE'),
  phrase('WED'),
  phrase('THU'),
  phrase('FRI'),
  phrase('SAT'),
  phrase('SUN'),
] as const;
