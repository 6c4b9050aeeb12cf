import { describe, expect, it } from 'vitest';
import { addMonths, dayFromIso, formatDay, isoDay, parseDay, todayInAmman } from './dates.js';

describe('calendar dates', () => {
  it('parses and formats DD-MM-YYYY', () => {
    const day = parseDay('29-02-2024');
    expect(day).not.toBeNull();
    expect(formatDay(day ?? 0)).toBe('29-02-2024');
    expect(isoDay(day ?? 0)).toBe('2024-02-29');
    expect(dayFromIso('2024-02-29')).toBe(day);
  });

  it.each(['31-02-2026', '2026-01-01', '1-1-2026', '00-01-2026', '15-13-2026', ''])('rejects %s', (value) => {
    expect(parseDay(value)).toBeNull();
  });

  it('adds months clamped to the end of the month', () => {
    const day = (value: string) => parseDay(value) ?? Number.NaN;
    expect(formatDay(addMonths(day('31-01-2026'), 1))).toBe('28-02-2026');
    expect(formatDay(addMonths(day('15-12-2025'), 1))).toBe('15-01-2026');
    expect(formatDay(addMonths(day('31-03-2026'), -1))).toBe('28-02-2026');
  });

  it("takes today's date in Amman, not the machine's", () => {
    // 22:30 UTC on 20 Nov is already 21 Nov in Amman (UTC+3).
    expect(formatDay(todayInAmman(new Date('2026-11-20T22:30:00Z')))).toBe('21-11-2026');
    expect(formatDay(todayInAmman(new Date('2026-11-20T20:30:00Z')))).toBe('20-11-2026');
  });
});
