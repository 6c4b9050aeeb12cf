// Every figure and date a screen shows in the reader's digits (docs/i18n.md); codes keep Latin ones.
import { transactionColumns } from '@merchant-portal/contracts/transaction-columns';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { countText, dateIn, moneyText, percentText, shortText, timestampText } from '../../lib/figures';
import { i18n, switchDigits, switchLanguage } from '../../lib/i18n';
import { cellText } from '../grid-columns';

const column = (field: string) => {
  const found = transactionColumns('P', '4000000194', []).find((spec) => spec.field === field);
  if (!found) throw new Error(`no column ${field}`);
  return found;
};
/** A date's dash between Arabic-Indic digits, held between left-to-right marks (contracts' inDigits). */
const LRM = '\u200e';
const D = `${LRM}-${LRM}`;
const ROW = {
  transactionDate: '28-11-2026',
  transactionTime: '14:05:33',
  transactionAmount: 1250.5,
  currency: 'JOD',
  terminalId: '40010203',
  pan: '411111******1111',
  loadDate: '29-11-2026',
};

describe('figures in Arabic-Indic digits', () => {
  it('are Latin in English whatever was chosen, the digits being an Arabic choice', () => {
    switchDigits('arab');
    expect(countText(1234)).toBe('1,234');
    expect(cellText(column('transactionDate'), ROW)).toBe('28-11-2026');
  });

  it('write amounts, counts, percentages, dashboard figures, dates and times in Arabic-Indic', async () => {
    await switchLanguage('ar');
    switchDigits('arab');
    expect(countText(1234)).toBe('١٬٢٣٤');
    expect(percentText(2.5)).toBe('٢٫٥٠٪');
    expect(shortText(12_500)).toBe('١٢٫٥K');
    expect(moneyText(1250.5, 'JOD')).toContain('١٬٢٥٠٫٥٠٠');
    expect(timestampText('2026-11-28T11:05:00Z')).toBe(`٢٨${D}١١${D}٢٠٢٦${LRM} ${LRM}١٤:٠٥`);
    expect(dateIn('28-11-2026')).toBe(`\u2068٢٨${D}١١${D}٢٠٢٦\u2069`);
    expect(cellText(column('transactionDate'), ROW)).toBe(`٢٨${D}١١${D}٢٠٢٦`);
    expect(cellText(column('transactionTime'), ROW)).toBe('١٤:٠٥:٣٣');
    expect(cellText(column('transactionAmount'), ROW)).toBe('١٬٢٥٠٫٥٠٠');
  });

  it('write the figures the Arabic texts say themselves, never a value put into them', async () => {
    await switchLanguage('ar');
    switchDigits('arab');
    expect(i18n.t('Last 7 days')).toBe('آخر ٧ أيام');
    expect(
      i18n.t('{{label}}: rows {{first}} to {{last}} of {{total}}', {
        label: 'L',
        first: 1,
        last: 10,
        total: 12,
      }),
    ).toMatch(/[0-9]/);
    switchDigits('latn');
    expect(i18n.t('Last 7 days')).toBe('آخر 7 أيام');
  });

  it('leave codes in Latin digits: a terminal, a masked card', async () => {
    await switchLanguage('ar');
    switchDigits('arab');
    expect(cellText(column('terminalId'), ROW)).toBe('40010203');
    expect(cellText(column('pan'), ROW)).toBe('411111******1111');
    expect(cellText(column('loadDate'), ROW)).toBe(`٢٩${D}١١${D}٢٠٢٦`);
  });

  it('draw the screen again when the digits change, without a reload', async () => {
    await switchLanguage('ar');
    function Figure() {
      useTranslation();
      return <p>{countText(1234)}</p>;
    }
    render(<Figure />);
    expect(screen.getByText('1,234')).toBeInTheDocument();
    act(() => switchDigits('arab'));
    expect(screen.getByText('١٬٢٣٤')).toBeInTheDocument();
    act(() => switchDigits('latn'));
    expect(screen.getByText('1,234')).toBeInTheDocument();
  });
});
