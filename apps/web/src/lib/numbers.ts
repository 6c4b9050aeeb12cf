// Figures as the dashboards show them.

const UNITS = [
  { above: 1e12, divisor: 1e12, suffix: 'T' },
  { above: 1e9, divisor: 1e9, suffix: 'G' },
  { above: 999_999, divisor: 1e6, suffix: 'M' },
  { above: 999, divisor: 1e3, suffix: 'K' },
] as const;

/**
 * Number shortening (spec part 1 §9): K above 999, M above 999,999, G above a billion, T above a trillion,
 * with one decimal; smaller values as they are, to at most 2 decimals.
 */
export function shortenNumber(value: number): string {
  const size = Math.abs(value);
  const unit = UNITS.find((candidate) => size > candidate.above);
  if (unit) return `${(value / unit.divisor).toFixed(1)}${unit.suffix}`;
  return String(Math.round(value * 100) / 100);
}
