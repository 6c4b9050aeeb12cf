// The texts of the dashboard's e-mail actions (spec part 1 §2): which merchant, who asked, and what for, in
// Arabic and English.
import { ammanTimestamp } from '@merchant-portal/contracts/dates';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { translateText } from '@merchant-portal/contracts/i18n/translate';
import type { EmailSource } from '@merchant-portal/contracts/schemas/dashboards';
import { bilingual, type BilingualMail, type Letter } from '../../lib/bilingual-mail.js';

export interface Requester {
  merchantCode: string;
  merchantName: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  managerName: string | null;
}

const REQUESTS: Record<
  EmailSource,
  {
    subject: string;
    asks: string;
    button: string;
    section: string;
    arabic: { subject: string; asks: string };
  }
> = {
  churn: {
    subject: 'help retaining churning customers',
    asks: 'asks for help retaining its churning customers',
    button: MESSAGES.retainCustomers,
    section: 'Churn and visits frequency',
    arabic: {
      subject: 'طلب المساعدة في الاحتفاظ بالعملاء المتوقفين',
      asks: 'يطلب المساعدة في الاحتفاظ بعملائه المتوقفين',
    },
  },
  visitation: {
    subject: 'Apply Now on bank customer visitation frequency',
    asks: "applies for the bank's offer on its bank customers' visitation frequency",
    button: 'Apply Now',
    section: 'Bank customer visitation frequency YTD',
    arabic: {
      subject: 'طلب عرض البنك على تكرار زيارات عملاء البنك',
      asks: 'يتقدّم بطلب عرض البنك على تكرار زيارات عملاء البنك لديه',
    },
  },
  loanEligibility: {
    subject: 'interested in the loan offer',
    asks: 'is interested in the loan offer',
    button: 'Interested',
    section: 'Loan Eligibility Criteria',
    arabic: { subject: 'الاهتمام بعرض القرض', asks: 'يبدي اهتمامه بعرض القرض' },
  },
};

/**
 * The message of a dashboard action to the merchant's account manager, in Arabic and English (the portal
 * does not know the manager's language). The button and the section are named as the screen names them.
 */
export function dashboardRequestMail(source: EmailSource, who: Requester, at: Date): BilingualMail {
  const request = REQUESTS[source];
  const merchant = `${who.merchantName} (merchant code ${who.merchantCode})`;
  const user = `${who.firstName} ${who.lastName}`.trim();
  const inArabic = (text: string) => translateText('ar', text);
  const english: Letter = {
    subject: `${who.merchantName} (${who.merchantCode}): ${request.subject}`,
    lines: [
      `Dear ${who.managerName ?? 'Account Manager'},`,
      '',
      `${merchant} ${request.asks}: ${user} clicked '${request.button}' under ${request.section} on the ` +
        'performance dashboard of the Merchant Portal.',
      '',
      `Merchant: ${who.merchantName}`,
      `Merchant code: ${who.merchantCode}`,
      `Requested by: ${user}`,
      `Username: ${who.username}`,
      `E-mail: ${who.email}`,
      `Requested at: ${ammanTimestamp(at)} (Amman)`,
      '',
      'Please contact the merchant. A reply to this message goes to the user who asked.',
      '',
      'Merchant Portal',
    ],
  };
  const arabic: Letter = {
    subject: request.arabic.subject,
    lines: [
      `حضرة ${who.managerName ?? 'مدير العلاقة'} المحترم،`,
      '',
      `التاجر ${who.merchantName} (رقم التاجر ${who.merchantCode}) ${request.arabic.asks}: نقر ${user} على ` +
        `«${inArabic(request.button)}» في قسم «${inArabic(request.section)}» في لوحة الأداء على بوابة التجار.`,
      '',
      `التاجر: ${who.merchantName}`,
      `رقم التاجر: ${who.merchantCode}`,
      `مقدّم الطلب: ${user}`,
      `اسم المستخدم: ${who.username}`,
      `البريد الإلكتروني: ${who.email}`,
      `وقت الطلب: ${ammanTimestamp(at)} (بتوقيت عمّان)`,
      '',
      'يرجى التواصل مع التاجر. يصل الرد على هذه الرسالة إلى المستخدم الذي قدّم الطلب.',
      '',
      'بوابة التجار',
    ],
  };
  return bilingual(arabic, english);
}
