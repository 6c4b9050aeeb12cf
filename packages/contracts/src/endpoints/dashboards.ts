// Dashboards (spec part 1 §2 "Performance dashboard", §3, §7 "GET dashboard"; the path is ours).
import {
  dashboardEnvelope,
  dashboardQuery,
  emailQuery,
  emailReply,
  loanQuery,
  loanReply,
  merchantOverviewReply,
  weeklyActivityQuery,
  weeklyActivityReply,
} from '../schemas/dashboards.js';
import { endpoint } from './types.js';

export const DASHBOARD_ENDPOINTS = {
  performanceDashboard: endpoint({
    method: 'GET',
    path: '/merchant/dashboard/v1/performance',
    access: 'dashboard:read',
    service: 'dashboard',
    summary:
      "The performance dashboard of the user's merchant: last week against the same week a year before, " +
      'the year so far by card, branch, week, month, hour and terminal, churn, visits and demographics',
    tag: 'dashboards',
    query: dashboardQuery,
    reply: dashboardEnvelope,
  }),
  // Spec part 1 §7 "GET weekly-activity" (the path is ours, beside the dashboard's).
  weeklyActivity: endpoint({
    method: 'GET',
    path: '/merchant/dashboard/v1/weekly-activity',
    access: 'dashboard:read',
    service: 'weekly-activity',
    summary:
      "One page of whole weeks of the user's merchant (Weekly Activity): page 1 the `period` weeks up to the " +
      'last whole week, each further page the weeks before; per branch, for one bank-customer choice',
    tag: 'dashboards',
    query: weeklyActivityQuery,
    reply: weeklyActivityReply,
  }),
  // The merchant overview's figures (spec part 1 §2 "Merchant overview"; the path is ours).
  merchantOverview: endpoint({
    method: 'GET',
    path: '/merchant/dashboard/v1/overview',
    access: 'transactions:read',
    service: 'merchant-overview',
    summary: "Card sales in JOD of the user's merchant: yesterday, and this month up to yesterday",
    tag: 'dashboards',
    reply: merchantOverviewReply,
  }),
  loanEligibility: endpoint({
    method: 'GET',
    path: '/merchant/api/carrefour',
    access: 'dashboard:read',
    service: 'loan-eligibility',
    summary:
      "The bank's loan assessment of the user's merchant and its average monthly card sales (Loan Eligibility Criteria)",
    tag: 'dashboards',
    query: loanQuery,
    reply: loanReply,
  }),
  sendEmail: endpoint({
    method: 'GET',
    path: '/merchant/api/email',
    access: 'dashboard:read',
    service: 'dashboard-email',
    summary:
      "Queues one e-mail to the account manager of the user's merchant for a dashboard action (churn, " +
      'visitation or loan); the same request again within a minute sends no second message, and a ' +
      "merchant's users together send at most MAIL_ACTIONS_PER_MERCHANT_PER_HOUR an hour (429)",
    tag: 'dashboards',
    query: emailQuery,
    reply: emailReply,
    errors: [409, 429, 503],
    audit: 'dashboard-email',
  }),
} as const;
