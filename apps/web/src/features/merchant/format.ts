// How the merchant page shows charge rates.
import { HOME_CURRENCY } from '@merchant-portal/contracts/format';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { fillTemplate } from '@merchant-portal/contracts/messages';
import { moneyText, percentText } from '../../lib/figures';

const RATE_KINDS: ReadonlyArray<readonly [suffix: string, template: string]> = [
  ['CreditRate', phrase('{{product}} Credit Rate')],
  ['DebitRate', phrase('{{product}} Debit Rate')],
];
const NAMED_RATES: Readonly<Record<string, string>> = {
  otherBankCardRate: phrase('Other Bank Card Rate'),
  fixedRate: phrase('Fixed Rate'),
};

/** `visaCreditRate` → `Visa Credit Rate` (in English; the card shows it in the screen's language). */
export function chargeRateLabel(key: string): string {
  const named = NAMED_RATES[key];
  if (named) return named;
  const words = (text: string) => {
    const spaced = text.replace(/([a-z\d])([A-Z])/g, '$1 $2');
    return spaced.charAt(0).toUpperCase() + spaced.slice(1);
  };
  const kind = RATE_KINDS.find(([suffix]) => key.endsWith(suffix) && key.length > suffix.length);
  return kind ? fillTemplate(kind[1], { product: words(key.slice(0, -kind[0].length)) }) : words(key);
}

/** fixedRate is an amount in JOD per transaction ('JOD 0.100'); every other rate a percentage ('1.50%'). */
export function chargeRateValue(key: string, value: number): string {
  return key === 'fixedRate' ? moneyText(value, HOME_CURRENCY) : percentText(value);
}
