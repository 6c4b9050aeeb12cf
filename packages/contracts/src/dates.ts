// Calendar dates as the API carries them (DD-MM-YYYY) and the business day of Asia/Amman (docs/architecture.md "Data").

export const BUSINESS_TIME_ZONE = 'Asia/Amman';
const DDMMYYYY = /^(\d{2})-(\d{2})-(\d{4})$/;

/** A calendar date without a time zone: days since 1970-01-01. */
export type DayNumber = number;
const DAY_MS = 86_400_000;

export function parseDay(value: string): DayNumber | null {
  const match = DDMMYYYY.exec(value);
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const time = Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd));
  const date = new Date(time);
  // Rejects 31-02-2026 and the like, which Date.UTC would roll over.
  if (date.getUTCDate() !== Number(dd) || date.getUTCMonth() !== Number(mm) - 1) return null;
  return time / DAY_MS;
}

export function formatDay(day: DayNumber): string {
  const date = new Date(day * DAY_MS);
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}-${mm}-${date.getUTCFullYear()}`;
}

/** ISO form (YYYY-MM-DD) of a day, for SQL date parameters. */
export function isoDay(day: DayNumber): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The day of an ISO date (YYYY-MM-DD), as SQL `date` columns give it. */
export function dayFromIso(iso: string): DayNumber {
  return Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
}

// Building a formatter is costly (a measurable share of every search request); one is enough.
const AMMAN_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE });

/** Today's calendar date in Amman, whatever the machine's time zone. */
export function todayInAmman(now: Date = new Date()): DayNumber {
  return dayFromIso(AMMAN_DATE.format(now));
}

/** The same day of the month `months` later, clamped to the month's end (31-01 + 1 month = 28/29-02). */
export function addMonths(day: DayNumber, months: number): DayNumber {
  const date = new Date(day * DAY_MS);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.getTime() / DAY_MS;
}

const AMMAN_TIMESTAMP = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as `DD-MM-YYYY HH:mm` on Amman's clock, whatever the machine's or the browser's zone. */
export function ammanTimestamp(at: Date): string {
  const parts = AMMAN_TIMESTAMP.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')} ${part('hour')}:${part('minute')}`;
}
