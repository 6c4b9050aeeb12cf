import { z } from 'zod';

// The performance dashboard (spec part 1 §2 "Performance dashboard", §3 "Dashboard data" … "Loan", §4
// "Bank-customer choice", §9). The spec's wire format joined values with commas and pipes; these replies are
// structured JSON under the same field names, so each figure maps to the spec's one.

/** The bank-customer choice: the holder's card is the bank's own (Y), another bank's (N), or either. */
export const AB_CUSTOMER_INDICATOR = ['Y', 'N', 'BOTH'] as const;
export type AbCustomerChoice = (typeof AB_CUSTOMER_INDICATOR)[number];

export const dashboardQuery = z.object({ currency: z.literal('JOD') });

/** One figure per bank-customer choice, in the order of abCustomerIndicator. */
const perChoice = z.array(z.number()).length(AB_CUSTOMER_INDICATOR.length);
/** A change in percent per choice; null where the year before had nothing to compare with. */
const growthPerChoice = z.array(z.number().nullable()).length(AB_CUSTOMER_INDICATOR.length);

export const dashboardTiles = z.object({
  abCustomerIndicator: z.array(z.enum(AB_CUSTOMER_INDICATOR)),
  noOfTransactions: perChoice,
  growthPercentagetrx: growthPerChoice,
  transactionAmts: perChoice,
  growthPercentageTrxAmts: growthPerChoice,
  avgTicketVal: perChoice,
  growthAvgTicketVal: growthPerChoice,
  avgBasketVal: perChoice,
  growthAvgBasketVal: growthPerChoice,
  uniqueCust: perChoice,
  growthPercentageUniqueCust: growthPerChoice,
  newCust: perChoice,
  growthPercentageNewCust: growthPerChoice,
  avgFootTrafficVal: perChoice,
  growthAvgFootTrafficVal: growthPerChoice,
  abCardTrx: perChoice,
  abCardGrowthPercentageTrx: growthPerChoice,
  nonABCardTrx: perChoice,
  nonABCardGrowthPercentageTrx: growthPerChoice,
});
export type DashboardTiles = z.infer<typeof dashboardTiles>;

/** Transactions Summary YTD: counts by card kind and the year's totals. */
export const dashboardYtd = z.object({
  totalTrxCountYtd: z.number().int(),
  totalTrxAmtYtd: z.number(),
  lclYtd: z.number().int(),
  intYtd: z.number().int(),
  debYtd: z.number().int(),
  crdYtd: z.number().int(),
  visaYtd: z.number().int(),
  masterYtd: z.number().int(),
});
export type DashboardYtd = z.infer<typeof dashboardYtd>;

/** A branch's figure in one bucket of a series (a week, a month, an hour). */
const seriesPoint = z.object({ branchId: z.string(), count: z.number().int(), amount: z.number() });

export const dashboardBranch = z.object({
  branchId: z.string(),
  /** brnchOfTrxYtd: the branch's name. */
  brnchOfTrxYtd: z.string(),
  brnchTrxAmtYtd: z.number(),
  brnchTrxCntYtd: z.number().int(),
});

export const dashboardSeries = z.object({
  /** Weekly Activity: each week of the year (its Monday, DD-MM-YYYY), per branch. */
  weeks: z.array(seriesPoint.extend({ wkOfTrxYtd: z.string() })),
  /** Monthly Activity: months 1–12 of the year, per branch. */
  months: z.array(seriesPoint.extend({ mnthOfTrxYtd: z.number().int().min(1).max(12) })),
  /** Transactions Timestamps: hours 0–23 in Amman, per branch. */
  hours: z.array(seriesPoint.extend({ hrOfTrxYtd: z.number().int().min(0).max(23) })),
});

const terminalShare = z.object({
  terminalId: z.string(),
  count: z.number().int(),
  /** Of its branch's transactions. */
  percentage: z.number(),
});

export const dashboardTerminals = z.object({
  /** Transactions per terminal across the merchant. */
  avgTrxOnTerminal: z.number(),
  branches: z.array(
    z.object({
      branch: z.string(),
      branchName: z.string(),
      avgBrnchTrxOnTerminal: z.number(),
      top3Terminals: z.array(terminalShare),
      low3Terminals: z.array(terminalShare),
    }),
  ),
});

export const churningCustomer = z.object({
  /** The card as it may be shown: first 6 and last 4. */
  pan: z.string(),
  churnTrxCnt: z.number().int(),
  chrunTrxAmt: z.number(),
  lastVisit: z.string(),
});

export const visitFrequency = z.object({
  noOfVisits: z.number().int(),
  visitCntVal: z.number().int(),
  visitTranAmount: z.number(),
});

const share = z.object({ label: z.string(), count: z.number().int(), percentage: z.number() });

export const dashboardDemographics = z.object({
  custGenderMaleYtd: z.number().int(),
  custGenderFemaleYtd: z.number().int(),
  custAgeGroup: z.array(share),
  bnplYesYtd: z.number().int(),
  bnplNoYtd: z.number().int(),
  eppYesYtd: z.number().int(),
  eppNoYtd: z.number().int(),
  custProgram: z.array(share),
});

/** The periods the figures cover, DD-MM-YYYY, so the screen can say what it shows. */
export const dashboardPeriods = z.object({
  lastWeek: z.object({ from: z.string(), to: z.string() }),
  sameWeekLastYear: z.object({ from: z.string(), to: z.string() }),
  ytd: z.object({ from: z.string(), to: z.string() }),
  churn: z.object({ seenFrom: z.string(), seenTo: z.string(), absentFrom: z.string() }),
});

export const dashboardReply = z.object({
  merchantCode: z.string(),
  merchantName: z.string(),
  periods: dashboardPeriods,
  tiles: dashboardTiles,
  ytd: dashboardYtd,
  branches: z.array(dashboardBranch),
  series: dashboardSeries,
  terminals: dashboardTerminals,
  churn: z.array(churningCustomer),
  visits: z.array(visitFrequency),
  demographics: dashboardDemographics,
});
export type DashboardReply = z.infer<typeof dashboardReply>;
export const dashboardEnvelope = z.object({ data: dashboardReply });

/** The age groups of the demographics donut, by age on the holder's birthday this year. */
export const AGE_GROUPS = [
  { label: '18-24', from: 18, to: 24 },
  { label: '25-34', from: 25, to: 34 },
  { label: '35-44', from: 35, to: 44 },
  { label: '45-54', from: 45, to: 54 },
  { label: '55-64', from: 55, to: 64 },
  { label: '65+', from: 65, to: 200 },
] as const;

/** How many churning customers the dashboard lists (part 1 §9). */
export const CHURN_LIST_SIZE = 100;

/** The loan call's query (`?country=JO`). */
export const loanQuery = z.object({ country: z.literal('JO') });

/** Loan Eligibility Criteria (part 1 §3 "Loan"): the two entities the screen merges into one record. */
export const loanReply = z.object({
  data: z.object({
    mpDashboardEntity: z.object({
      merchantCode: z.string(),
      merchantName: z.string(),
      /** The merchant's average monthly card sales credited to it (net), over the last 12 whole months. */
      avgCrdTrx: z.number(),
    }),
    loanEligibilityEntity: z.object({
      loaneligibility: z.enum(['Y', 'N']),
      /** CS: corporate segment; SME: small and medium enterprises; null without an assessment. */
      customersegmentcode: z.string().nullable(),
      loan_amount: z.number().nullable(),
      blacklistFlagInd: z.enum(['Y', 'N']).nullable(),
      retunredChecquesInd: z.enum(['Y', 'N']).nullable(),
    }),
  }),
});
export type LoanReply = z.infer<typeof loanReply>;

/**
 * The dashboard's e-mail actions (part 1 §2, §7 "GET /merchant/api/email"): churn is 'RETAIN YOUR CUSTOMERS
 * NOW!', visitation the visitation frequency's 'Apply Now', loanEligibility the loan's 'Interested'.
 */
export const EMAIL_SOURCES = ['churn', 'visitation', 'loanEligibility'] as const;
export type EmailSource = (typeof EMAIL_SOURCES)[number];

export const emailQuery = z.object({
  country: z.literal('JO'),
  lang: z.literal('en'),
  emailSource: z.enum(EMAIL_SOURCES),
});
export type EmailQuery = z.infer<typeof emailQuery>;

/** `{ message: 'Email send Successfully!' }` once the message is queued for the account manager. */
export const emailReply = z.object({ message: z.string() });

/**
 * Weekly Activity (part 1 §3 "Weekly activity query", §7 "GET weekly-activity"): one page of whole weeks,
 * Monday to Sunday, ending with the last whole week before today; page 2 is the `period` weeks before page 1,
 * and so on back. `profile-id` keeps one branch; `pricing-type` the bank-customer choice (the bank prices its
 * own cards apart from other banks').
 */
export const WEEKLY_PERIODS = [13, 26, 52] as const;
export const WEEKLY_MAX_PAGE = 60;
export const weeklyActivityQuery = z.object({
  currency: z.literal('JOD'),
  period: z.coerce
    .number()
    .int()
    .refine((weeks) => (WEEKLY_PERIODS as readonly number[]).includes(weeks), {
      message: `Must be one of ${WEEKLY_PERIODS.join(', ')} (weeks)`,
    })
    .default(13),
  page: z.coerce.number().int().min(1).max(WEEKLY_MAX_PAGE).default(1),
  'profile-id': z.string().trim().min(1).max(20).optional(),
  'pricing-type': z.enum(AB_CUSTOMER_INDICATOR).default('BOTH'),
});
export type WeeklyActivityQuery = z.input<typeof weeklyActivityQuery>;

export const weeklyActivityWeek = z.object({
  /** The week's Monday and Sunday, DD-MM-YYYY. */
  weekStart: z.string(),
  weekEnd: z.string(),
  /** The merchant's figures began inside this week: it holds fewer than seven days of sales. */
  isPartial: z.boolean(),
  count: z.number().int(),
  amount: z.number(),
  /** The week per branch (branches without sales that week are left out). */
  branches: z.array(z.object({ branchId: z.string(), count: z.number().int(), amount: z.number() })),
});
export type WeeklyActivityWeek = z.infer<typeof weeklyActivityWeek>;

export const weeklyActivityReply = z.object({
  data: z.object({
    period: z.number().int(),
    page: z.number().int(),
    /** The page's days, DD-MM-YYYY (weeks before the merchant's first sales are not listed). */
    from: z.string(),
    to: z.string(),
    weeks: z.array(weeklyActivityWeek),
    /** The merchant has sales before this page: page + 1 has weeks. */
    hasEarlier: z.boolean(),
  }),
});
export type WeeklyActivityReply = z.infer<typeof weeklyActivityReply>;

/**
 * The merchant overview's figures (part 1 §2 "Merchant overview"): card sales in dinars (refunds are not
 * sales) of yesterday and of this month up to yesterday.
 */
const overviewFigure = z.object({
  from: z.string(),
  to: z.string(),
  count: z.number().int(),
  amount: z.number(),
});
export const merchantOverviewReply = z.object({
  data: z.object({
    merchantCode: z.string(),
    currency: z.literal('JOD'),
    yesterday: overviewFigure,
    thisMonth: overviewFigure,
  }),
});
export type MerchantOverviewReply = z.infer<typeof merchantOverviewReply>;
