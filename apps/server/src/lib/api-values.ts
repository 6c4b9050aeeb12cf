// Stored values as the API sends them (docs/architecture.md "Data"): money as numbers of 3 decimals, days as DD-MM-YYYY.
import { dayFromIso, formatDay } from '@merchant-portal/contracts/dates';

/** A numeric(18,3) value (summed in SQL) as a number of 3 decimals. */
export const roundMoney = (value: string | number) => Math.round(Number(value) * 1000) / 1000;

/** A date column's YYYY-MM-DD as DD-MM-YYYY. */
export const ddmmyyyy = (iso: string) => formatDay(dayFromIso(iso));
