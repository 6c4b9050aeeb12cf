// The texts of the dashboard's e-mail actions (spec part 1 §2): which merchant, who asked, and what for.
import { ammanTimestamp } from '@merchant-portal/contracts/dates';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import type { EmailSource } from '@merchant-portal/contracts/schemas/dashboards';

export interface Requester {
  merchantCode: string;
  merchantName: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  managerName: string | null;
}

const REQUESTS: Record<EmailSource, { subject: string; asks: string; button: string; section: string }> = {
  churn: {
    subject: 'help retaining churning customers',
    asks: 'asks for help retaining its churning customers',
    button: MESSAGES.retainCustomers,
    section: 'Churn and visits frequency',
  },
  visitation: {
    subject: 'Apply Now on bank customer visitation frequency',
    asks: "applies for the bank's offer on its bank customers' visitation frequency",
    button: 'Apply Now',
    section: 'Bank customer visitation frequency YTD',
  },
  loanEligibility: {
    subject: 'interested in the loan offer',
    asks: 'is interested in the loan offer',
    button: 'Interested',
    section: 'Loan Eligibility Criteria',
  },
};

export function dashboardRequestMail(
  source: EmailSource,
  who: Requester,
  at: Date,
): { subject: string; text: string } {
  const request = REQUESTS[source];
  const merchant = `${who.merchantName} (merchant code ${who.merchantCode})`;
  const user = `${who.firstName} ${who.lastName}`.trim();
  return {
    subject: `${who.merchantName} (${who.merchantCode}): ${request.subject}`,
    text: [
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
      '',
    ].join('\n'),
  };
}
