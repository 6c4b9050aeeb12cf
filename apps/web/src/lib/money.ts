// Money as the screens show it, in their language (kept apart from lib/i18n.ts, which the sign-in page loads).
import { formatMoney } from '@merchant-portal/contracts/format';
import { currentLanguage } from './i18n';

/** An amount and its currency: 'JOD 1,234.500', in Arabic '1,234.500 د.أ.'. */
export function moneyText(amount: number, currency: string | null | undefined): string {
  return formatMoney(amount, currency, currentLanguage());
}
