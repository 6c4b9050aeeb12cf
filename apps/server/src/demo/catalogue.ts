// The demo merchants, groups and users of shared/DEMO.md.
import type { Role } from '@merchant-portal/contracts/permissions';

export interface DemoMerchant {
  code: string;
  name: string;
  email: string;
  address: string;
  mobile: string;
  status: 'Active' | 'TEST' | 'DEV';
  chargeType: 'PERCENTAGE' | 'PERCENTAGE_PLUS_FIXED';
  parent?: string;
  branches: { name: string; city: string; type?: 'COMMON' | 'CS' }[];
  terminalsPerBranch: [number, number];
}

export const DEMO_MERCHANTS: DemoMerchant[] = [
  {
    code: '4000000101',
    name: 'Zahran Hypermarkets',
    email: 'finance@zahran.example.jo',
    address: 'Zahran Street, 7th Circle, Amman',
    mobile: '962795550101',
    status: 'Active',
    chargeType: 'PERCENTAGE',
    branches: [
      { name: 'Abdoun', city: 'Amman' },
      { name: 'Sweifieh', city: 'Amman' },
      { name: 'Mecca Street', city: 'Amman' },
      { name: 'Khalda', city: 'Amman' },
      { name: 'Tla Al Ali', city: 'Amman' },
      { name: 'Jabal Amman', city: 'Amman' },
      { name: 'Marj Al Hamam', city: 'Amman' },
      { name: 'University Street', city: 'Irbid' },
      { name: 'New Zarqa', city: 'Zarqa' },
      { name: 'South Beach', city: 'Aqaba' },
      { name: 'Salt Downtown', city: 'Salt' },
      { name: 'Online Store', city: 'Amman', type: 'CS' },
    ],
    terminalsPerBranch: [2, 4],
  },
  {
    code: '4000000102',
    name: 'Zahran Express',
    email: 'express@zahran.example.jo',
    address: 'Wasfi Al Tal Street, Amman',
    mobile: '962795550102',
    status: 'Active',
    chargeType: 'PERCENTAGE',
    parent: '4000000101',
    branches: [
      { name: 'Gardens', city: 'Amman' },
      { name: 'Shmeisani', city: 'Amman' },
      { name: 'Madaba Road', city: 'Madaba' },
      { name: 'Jerash Gate', city: 'Jerash' },
    ],
    terminalsPerBranch: [1, 2],
  },
  {
    code: '4000000194',
    name: 'Petra Fuel Stations',
    email: 'accounts@petrafuel.example.jo',
    address: 'Airport Road, Amman',
    mobile: '962795550194',
    status: 'Active',
    chargeType: 'PERCENTAGE_PLUS_FIXED',
    branches: [
      { name: 'Airport Road', city: 'Amman' },
      { name: 'Desert Highway', city: 'Karak' },
      { name: 'Dead Sea Road', city: 'Madaba' },
      { name: 'Irbid North', city: 'Irbid' },
      { name: 'Mafraq Junction', city: 'Mafraq' },
      { name: 'Aqaba Port', city: 'Aqaba' },
    ],
    terminalsPerBranch: [2, 3],
  },
  {
    code: '4000000301',
    name: 'Royal Wings Airline',
    email: 'payments@royalwings.example.jo',
    address: 'Queen Alia International Airport, Amman',
    mobile: '962795550301',
    status: 'Active',
    chargeType: 'PERCENTAGE',
    branches: [
      { name: 'Head Office', city: 'Amman' },
      { name: 'Airport Sales', city: 'Amman' },
      { name: 'Online Booking', city: 'Amman', type: 'CS' },
    ],
    terminalsPerBranch: [1, 3],
  },
  {
    code: '4000000401',
    name: 'Consular Fees',
    email: 'consular@fees.example.jo',
    address: 'Ministry Complex, Abdali, Amman',
    mobile: '962795550401',
    status: 'TEST',
    chargeType: 'PERCENTAGE',
    branches: [
      { name: 'Consular Services', city: 'Amman', type: 'CS' },
      { name: 'Embassy Counter', city: 'Amman' },
    ],
    terminalsPerBranch: [1, 2],
  },
  {
    code: '4000000501',
    name: 'Digital Government Payments',
    email: 'payments@egov.example.jo',
    address: 'King Hussein Business Park, Amman',
    mobile: '962795550501',
    status: 'DEV',
    chargeType: 'PERCENTAGE',
    branches: [
      { name: 'Sanad Portal', city: 'Amman', type: 'CS' },
      { name: 'Service Centre Abdali', city: 'Amman' },
      { name: 'Service Centre Irbid', city: 'Irbid' },
    ],
    terminalsPerBranch: [1, 2],
  },
  {
    code: '4000000601',
    name: 'Swift Rides',
    email: 'finance@swiftrides.example.jo',
    address: 'Mecca Street, Amman',
    mobile: '962795550601',
    status: 'Active',
    chargeType: 'PERCENTAGE_PLUS_FIXED',
    branches: [
      { name: 'Amman Fleet', city: 'Amman' },
      { name: 'Irbid Fleet', city: 'Irbid' },
      { name: 'Aqaba Fleet', city: 'Aqaba' },
      { name: 'In-App Payments', city: 'Amman', type: 'CS' },
    ],
    terminalsPerBranch: [1, 3],
  },
  {
    code: '4000000701',
    name: 'Shopix & Emart Marketplace',
    email: 'settlement@shopix.example.jo',
    address: 'Abdali Boulevard, Amman',
    mobile: '962795550701',
    status: 'Active',
    chargeType: 'PERCENTAGE',
    branches: [
      { name: 'Shopix', city: 'Amman', type: 'CS' },
      { name: 'Emart', city: 'Amman', type: 'CS' },
    ],
    terminalsPerBranch: [1, 1],
  },
];

export const DEMO_GROUPS: { name: string; description: string; roles: Role[] }[] = [
  {
    name: 'MERCHANT_ADMINS',
    description: 'Merchant Administrators — manage users and see all transactions',
    roles: ['ROLE_MERCHANT_ADMIN'],
  },
  {
    name: 'MERCHANT_USERS',
    description: 'Merchant Users — see and export card transactions',
    roles: ['ROLE_MERCHANT_USER'],
  },
  {
    name: 'DASHBOARD_USERS',
    description: 'Dashboard Users — see the performance dashboard',
    roles: ['DASHBOARD_USER'],
  },
  {
    name: 'ADVANCED_DASHBOARD_USERS',
    description: 'Advanced Dashboard Users — see the advanced performance dashboard',
    roles: ['ADVANCED_DASHBOARD_USER'],
  },
  {
    name: 'REPORT_USERS',
    description: 'Report Users — request and download settlement reports',
    roles: ['ROLE_REPORTS_USER'],
  },
  {
    name: 'PRE_AUTH_USERS',
    description: 'Pre-Auth Users — see pre-authorisation transactions',
    roles: ['PRE_AUTH_TRANSACTION_USER'],
  },
  {
    name: 'RJ_BOOKING_MAKER_GROUP',
    description: 'Booking Makers — initiate refunds and payment status changes',
    roles: ['RJ_BOOKING_MAKER'],
  },
  {
    name: 'RJ_BOOKING_CHECKER_GROUP',
    description: 'Booking Checkers — approve or reject refunds',
    roles: ['RJ_BOOKING_CHECKER'],
  },
  {
    name: 'MOFA_USERS',
    description: 'Embassy Fee Users — see embassy-fee transactions',
    roles: ['MOFA_TRANSACTION_USER'],
  },
  {
    name: 'MODEE_USERS',
    description: 'Digital Government Users — see digital-government transactions',
    roles: ['MODEE_TRANSACTION_USER'],
  },
  {
    name: 'RIDE_HAILING_USERS',
    description: 'Ride-hailing Users — see ride categories on transactions',
    roles: ['ROLE_CAREEM_USER'],
  },
  {
    name: 'MARKETPLACE_REPORT_USERS',
    description: 'Marketplace Report Users — Shopix and Emart settlement reports',
    roles: ['ARABIE_REPORT_USER'],
  },
];

/** Groups every merchant's administrators may grant. */
export const STANDARD_GROUPS = [
  'MERCHANT_ADMINS',
  'MERCHANT_USERS',
  'DASHBOARD_USERS',
  'ADVANCED_DASHBOARD_USERS',
  'REPORT_USERS',
  'PRE_AUTH_USERS',
];

/** Groups only some merchants may grant: the airline's booking roles, embassy fees, MoDEE, rides, reports. */
export const MERCHANT_EXTRA_GROUPS: Record<string, string[]> = {
  '4000000301': ['RJ_BOOKING_MAKER_GROUP', 'RJ_BOOKING_CHECKER_GROUP'],
  '4000000401': ['MOFA_USERS'],
  '4000000501': ['MODEE_USERS'],
  '4000000601': ['RIDE_HAILING_USERS'],
  '4000000701': ['MARKETPLACE_REPORT_USERS'],
};

export const DEMO_PASSWORD = 'Portal#Demo2026';
export const NEW_USER_PASSWORD = 'Welcome#2026x';

export interface DemoUser {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  groups: string[];
  userType?: 'FRONT' | 'SYSTEM';
  mustResetPassword?: boolean;
}

export const DEMO_USERS: DemoUser[] = [
  {
    username: 'zahran.admin@4000000101',
    firstName: 'Rania',
    lastName: 'Haddad',
    email: 'rania.haddad@zahran.example.jo',
    mobile: '962791110101',
    groups: [
      'MERCHANT_ADMINS',
      'DASHBOARD_USERS',
      'ADVANCED_DASHBOARD_USERS',
      'REPORT_USERS',
      'PRE_AUTH_USERS',
    ],
  },
  {
    username: 'zahran.teller@4000000101',
    firstName: 'Omar',
    lastName: 'Khalil',
    email: 'omar.khalil@zahran.example.jo',
    mobile: '962791110102',
    groups: ['MERCHANT_USERS'],
  },
  {
    username: 'zahran.analyst@4000000101',
    firstName: 'Lina',
    lastName: 'Saleh',
    email: 'lina.saleh@zahran.example.jo',
    mobile: '962791110103',
    groups: ['DASHBOARD_USERS', 'ADVANCED_DASHBOARD_USERS'],
  },
  {
    username: 'zahran.newuser@4000000101',
    firstName: 'Yousef',
    lastName: 'Nasser',
    email: 'yousef.nasser@zahran.example.jo',
    mobile: '962791110104',
    groups: ['MERCHANT_USERS'],
    mustResetPassword: true,
  },
  {
    username: 'petra.admin@4000000194',
    firstName: 'Khaled',
    lastName: 'Majali',
    email: 'khaled.majali@petrafuel.example.jo',
    mobile: '962791110194',
    groups: ['MERCHANT_ADMINS', 'REPORT_USERS', 'DASHBOARD_USERS'],
  },
  {
    username: 'wings.maker@4000000301',
    firstName: 'Dana',
    lastName: 'Qasem',
    email: 'dana.qasem@royalwings.example.jo',
    mobile: '962791110301',
    groups: ['RJ_BOOKING_MAKER_GROUP'],
  },
  {
    username: 'wings.checker@4000000301',
    firstName: 'Faris',
    lastName: 'Awad',
    email: 'faris.awad@royalwings.example.jo',
    mobile: '962791110302',
    groups: ['RJ_BOOKING_CHECKER_GROUP'],
  },
  {
    username: 'consular.all@4000000401',
    firstName: 'Hiba',
    lastName: 'Zoubi',
    email: 'hiba.zoubi@fees.example.jo',
    mobile: '962791110401',
    groups: ['MOFA_USERS'],
  },
  {
    username: 'consular_12@4000000401',
    firstName: 'Tareq',
    lastName: 'Rawashdeh',
    email: 'tareq.rawashdeh@fees.example.jo',
    mobile: '962791110412',
    groups: ['MOFA_USERS'],
  },
  {
    username: 'modee.user@4000000501',
    firstName: 'Sara',
    lastName: 'Obeidat',
    email: 'sara.obeidat@egov.example.jo',
    mobile: '962791110501',
    groups: ['MODEE_USERS', 'MERCHANT_USERS'],
  },
  {
    username: 'rides.admin@4000000601',
    firstName: 'Ali',
    lastName: 'Shami',
    email: 'ali.shami@swiftrides.example.jo',
    mobile: '962791110601',
    groups: ['MERCHANT_ADMINS', 'RIDE_HAILING_USERS'],
  },
  {
    username: 'market.reports@4000000701',
    firstName: 'Noor',
    lastName: 'Tamimi',
    email: 'noor.tamimi@shopix.example.jo',
    mobile: '962791110701',
    groups: ['MARKETPLACE_REPORT_USERS', 'REPORT_USERS'],
  },
];

/** The bank's account manager of each demo merchant: the dashboards' e-mail actions write to them. */
export const DEMO_ACCOUNT_MANAGERS: Record<string, { name: string; email: string }> = {
  '4000000101': { name: 'Reem Batayneh', email: 'reem.batayneh@acquiring.bank.example.jo' },
  '4000000102': { name: 'Reem Batayneh', email: 'reem.batayneh@acquiring.bank.example.jo' },
  '4000000194': { name: 'Samer Hijazi', email: 'samer.hijazi@acquiring.bank.example.jo' },
  '4000000301': { name: 'Layla Mansour', email: 'layla.mansour@acquiring.bank.example.jo' },
  '4000000401': { name: 'Layla Mansour', email: 'layla.mansour@acquiring.bank.example.jo' },
  '4000000501': { name: 'Samer Hijazi', email: 'samer.hijazi@acquiring.bank.example.jo' },
  '4000000601': { name: 'Karim Odeh', email: 'karim.odeh@acquiring.bank.example.jo' },
  '4000000701': { name: 'Karim Odeh', email: 'karim.odeh@acquiring.bank.example.jo' },
};

export interface DemoLoanAssessment {
  isEligible: boolean;
  /** CS: corporate segment; SME: small and medium enterprises. */
  customerSegmentCode: 'CS' | 'SME';
  loanAmount: string;
  isBlacklisted: boolean;
  hasReturnedCheques: boolean;
}

/** The bank's loan assessments of the demo merchants (the others have none: not eligible). */
export const DEMO_LOAN_ASSESSMENTS: Record<string, DemoLoanAssessment> = {
  '4000000101': {
    isEligible: true,
    customerSegmentCode: 'CS',
    loanAmount: '85000.000',
    isBlacklisted: false,
    hasReturnedCheques: false,
  },
  '4000000102': {
    isEligible: true,
    customerSegmentCode: 'SME',
    loanAmount: '25000.000',
    isBlacklisted: false,
    hasReturnedCheques: false,
  },
  '4000000194': {
    isEligible: true,
    customerSegmentCode: 'CS',
    loanAmount: '60000.000',
    isBlacklisted: false,
    hasReturnedCheques: false,
  },
  '4000000601': {
    isEligible: false,
    customerSegmentCode: 'SME',
    loanAmount: '0.000',
    isBlacklisted: false,
    hasReturnedCheques: true,
  },
};
