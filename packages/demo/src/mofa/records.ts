// The ministry's record of a MOFA card payment (spec part 2 §2): the embassy, the fee in its currency, the
// rates that make the card's JOD amount, the charge-back, pre-arbitration and processing flags and the four
// messages, drawn from the seed and the payment alone.
import { dayFromIso, isoDay, type DayNumber } from '@merchant-portal/contracts/dates';
import type { NewMofaPayment } from '@merchant-portal/server/ingest';
import { DEMO_EMBASSIES, JOD_RATES, type DemoEmbassy } from '../embassies.js';
import { createRandom, seedOf, weighted } from '../random.js';

export const MOFA_MERCHANT = '4000000401';
// The card surcharge, in the fee's currency: 2 % of the fee.
const SURCHARGE_SHARE = 0.02;
// Payments the ministry has not been told of (no payment notification) stay unprocessed; the others are
// posted once two days have passed.
const UNNOTIFIED_SHARE = 0.02;
export const POSTING_DAYS = 2;
const CHARGE_BACK_SHARE = 0.02;
const PRE_ARB_SHARE = 0.3;

const EMBASSY_WEIGHTS = DEMO_EMBASSIES.map((item): [DemoEmbassy, number] => [item, item.weight]);
const embassyByCode = new Map(DEMO_EMBASSIES.map((item) => [item.code, item]));

/**
 * Every fifteenth day the day's first payment is a charge-back at Cairo (12), a week later at Riyadh (7):
 * both busy embassies have a charge-back in any 30 days, at either demo size.
 */
function showcaseEmbassy(day: DayNumber): string | null {
  if (day % 15 === 0) return '12';
  if (day % 15 === 7) return '7';
  return null;
}

/** JOD for one unit of the currency on the day: pegged ones stay, floating ones drift a few percent. */
function rateOn(currency: string, day: DayNumber): number {
  const known = JOD_RATES[currency];
  if (!known) throw new Error(`no rate for ${currency}`);
  if (known.pegged) return known.rate;
  const phase = seedOf('rate', currency) % 360;
  const drift = 0.025 * Math.sin(day / 41 + phase) + 0.01 * Math.sin(day / 7 + phase / 3);
  return Number((known.rate * (1 + drift)).toFixed(6));
}

const micros = (rate: number) => Math.round(rate * 1_000_000);

/** fee × rate + surcharge × surcharge rate in fils, rounded half up as numeric's round(…, 3) does. */
function jodFils(fee: number, rate: number, surcharge: number, surchargeRate: number): number {
  const nanos = fee * micros(rate) * 1000 + Math.round(surcharge * 1000) * micros(surchargeRate);
  return Math.floor((nanos + 500_000) / 1_000_000);
}

/**
 * The card's rate and the surcharge that make a whole fee come to the JOD charged, to the fils: the rate
 * (6 decimals) fitted to a 2 % surcharge, or for a large fee in a small currency, whose rate's last decimal
 * is worth more than a fils, the surcharge (3 decimals) fitted to the rate.
 */
function balance(fils: number, fee: number, fxRate: number) {
  const share = Math.round(fee * SURCHARGE_SHARE * 100) / 100;
  const fitted = Number(((fils / 1000 - share * fxRate) / fee).toFixed(6));
  if (jodFils(fee, fitted, share, fxRate) === fils) return { transactionFxRate: fitted, surcharge: share };
  const surcharge = Math.max(0, Math.round(((fils / 1000 - fee * fitted) / fxRate) * 1000) / 1000);
  return { transactionFxRate: fitted, surcharge };
}

/** The ministry's posting of a processed payment (the same text the roll-forward writes in SQL). */
const postedText = (referenceNumber: string, day: DayNumber) =>
  `{"postingId":"PST-${referenceNumber}","postedOn":"${isoDay(day + 3)}"}`;

/** What a MOFA record needs of its card payment. */
export interface CardPayment {
  id: number;
  businessDate: string;
  transactionAt: Date;
  merchantRef: string;
  maskedPan: string;
  rrn: string;
  authCode: string;
  amount: string;
  currency: string;
}

/**
 * The ministry's record of a card payment, the same for the same seed and payment: the card's JOD amount is
 * the fee at the transaction rate plus the surcharge at its rate (rounded to the fils), the fee a whole
 * amount of the embassy's currency. `today` decides only what is processed yet.
 */
export function mofaPaymentOf(
  payment: CardPayment,
  seed: number,
  today: DayNumber,
  showcase: string | null,
): NewMofaPayment {
  const random = createRandom(seedOf(seed, 'mofa', payment.merchantRef));
  const day = dayFromIso(payment.businessDate);
  const chosen = showcase === null ? weighted(random, EMBASSY_WEIGHTS) : embassyByCode.get(showcase);
  if (!chosen) throw new Error(`no demo embassy ${showcase}`);
  const jod = Number(payment.amount);
  const fxRate = rateOn(chosen.currency, day);
  const fee = Math.max(1, Math.round(jod / (fxRate * (1 + SURCHARGE_SHARE))));
  const { transactionFxRate, surcharge } = balance(Math.round(jod * 1000), fee, fxRate);
  const surchargeFxRate = fxRate;
  const sequence = payment.merchantRef.split('-').at(-1) ?? '0';
  const compactDay = payment.businessDate.replaceAll('-', '');
  const referenceNumber = `MOFA-${compactDay}-${sequence.padStart(6, '0')}`;
  const requestNumber = `REQ-${chosen.code.padStart(3, '0')}-${random.int(1_000_000, 9_999_999)}`;
  const notified = !random.chance(UNNOTIFIED_SHARE);
  const processed = notified && day < today - POSTING_DAYS;
  const chargedBack = showcase !== null || random.chance(CHARGE_BACK_SHARE);
  const csRequestId = `${payment.transactionAt.getTime()}${String(random.int(0, 999_999_999)).padStart(9, '0')}`;
  return {
    merchantCode: MOFA_MERCHANT,
    businessDate: payment.businessDate,
    transactionAt: payment.transactionAt,
    cardBusinessDate: payment.businessDate,
    cardTransactionId: payment.id,
    referenceNumber,
    requestNumber,
    country: chosen.country,
    rrn: payment.rrn,
    mrn: payment.merchantRef,
    authCode: payment.authCode,
    maskedPan: payment.maskedPan,
    amountInOrgCcy: fee.toFixed(3),
    orgCurrency: chosen.currency,
    embassyCode: chosen.code,
    fxRate: fxRate.toFixed(6),
    transactionFxRate: transactionFxRate.toFixed(6),
    surchargeAmount: surcharge.toFixed(3),
    surchargeFxRate: surchargeFxRate.toFixed(6),
    totalAmount: (fee + surcharge).toFixed(3),
    totalAmountJod: jod.toFixed(3),
    currency: payment.currency,
    tranStatus: 'SUCCESS',
    isChargedBack: chargedBack,
    isProcessed: processed,
    isPreArb: chargedBack && random.chance(PRE_ARB_SHARE),
    mofaCalculationRequest: JSON.stringify({
      requestNumber,
      embassyCode: chosen.code,
      feeAmount: fee,
      currency: chosen.currency,
      fxRate,
    }),
    mofaPaymentNotification: notified
      ? JSON.stringify({ referenceNumber, status: 'PAID', paidAt: payment.transactionAt.toISOString() })
      : null,
    cybersourceTransactionsDetails: JSON.stringify({
      requestId: csRequestId,
      decision: 'ACCEPT',
      reasonCode: '100',
      authCode: payment.authCode,
      cardNumber: payment.maskedPan,
      amount: jod.toFixed(3),
      currency: payment.currency,
    }),
    mofaPostedTransactions: processed ? postedText(referenceNumber, day) : null,
  };
}

/** The MOFA records of card payments, in their order; each day's first may be a showcase charge-back. */
export function paymentsOf(cardPayments: readonly CardPayment[], seed: number, today: DayNumber) {
  let lastDay = '';
  return cardPayments.map((payment) => {
    const first = payment.businessDate !== lastDay;
    lastDay = payment.businessDate;
    const showcase = first ? showcaseEmbassy(dayFromIso(payment.businessDate)) : null;
    return mofaPaymentOf(payment, seed, today, showcase);
  });
}
