// Days and amounts as the demo's records carry them: Amman's midnight, Jordan's banking days, fils.
import { isoDay, type DayNumber } from '@merchant-portal/contracts/dates';

/** The instant a day starts in Amman (UTC+3 all year). */
export const ammanMidnight = (day: DayNumber) => Date.parse(`${isoDay(day)}T00:00:00+03:00`);

/** The next day Jordan's banks work (Friday and Saturday are the weekend; day % 7 === 1 is a Friday). */
export function nextBankingDay(day: DayNumber): DayNumber {
  let next = day + 1;
  while (next % 7 === 1 || next % 7 === 2) next += 1;
  return next;
}

/** Amounts are stored in dinars to the fils: 3 decimals. */
export const filsText = (fils: number) => (fils / 1000).toFixed(3);
