// The demo merchants, groups and users of docs/demo-data.md.

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

/** Branches written "Name, City" (and ", CS" for a CyberSource branch), in the order their ids are given. */
function branchList(...entries: string[]): DemoMerchant['branches'] {
  return entries.map((entry) => {
    const [name = '', city = '', type] = entry.split(', ');
    return { name, city, ...(type === 'CS' && { type }) };
  });
}

/** A demo merchant: its mobile is 96279555 and the last four digits of its code. */
function demoMerchant(
  code: string,
  name: string,
  email: string,
  address: string,
  setup: Pick<DemoMerchant, 'status' | 'chargeType' | 'parent' | 'branches' | 'terminalsPerBranch'>,
): DemoMerchant {
  return { code, name, email, address, mobile: `96279555${code.slice(-4)}`, ...setup };
}

export const DEMO_MERCHANTS: DemoMerchant[] = [
  demoMerchant(
    '4000000101',
    'Zahran Hypermarkets',
    'finance@zahran.example.jo',
    'Zahran Street, 7th Circle, Amman',
    {
      status: 'Active',
      chargeType: 'PERCENTAGE',
      terminalsPerBranch: [2, 4],
      branches: branchList(
        'Abdoun, Amman',
        'Sweifieh, Amman',
        'Mecca Street, Amman',
        'Khalda, Amman',
        'Tla Al Ali, Amman',
        'Jabal Amman, Amman',
        'Marj Al Hamam, Amman',
        'University Street, Irbid',
        'New Zarqa, Zarqa',
        'South Beach, Aqaba',
        'Salt Downtown, Salt',
        'Online Store, Amman, CS',
      ),
    },
  ),
  demoMerchant('4000000102', 'Zahran Express', 'express@zahran.example.jo', 'Wasfi Al Tal Street, Amman', {
    status: 'Active',
    chargeType: 'PERCENTAGE',
    parent: '4000000101',
    terminalsPerBranch: [1, 2],
    branches: branchList('Gardens, Amman', 'Shmeisani, Amman', 'Madaba Road, Madaba', 'Jerash Gate, Jerash'),
  }),
  demoMerchant('4000000194', 'Petra Fuel Stations', 'accounts@petrafuel.example.jo', 'Airport Road, Amman', {
    status: 'Active',
    chargeType: 'PERCENTAGE_PLUS_FIXED',
    terminalsPerBranch: [2, 3],
    branches: branchList(
      'Airport Road, Amman',
      'Desert Highway, Karak',
      'Dead Sea Road, Madaba',
      'Irbid North, Irbid',
      'Mafraq Junction, Mafraq',
      'Aqaba Port, Aqaba',
    ),
  }),
  demoMerchant(
    '4000000301',
    'Royal Wings Airline',
    'payments@royalwings.example.jo',
    'Queen Alia International Airport, Amman',
    {
      status: 'Active',
      chargeType: 'PERCENTAGE',
      terminalsPerBranch: [1, 3],
      branches: branchList('Head Office, Amman', 'Airport Sales, Amman', 'Online Booking, Amman, CS'),
    },
  ),
  demoMerchant('4000000401', 'Consular Fees', 'consular@fees.example.jo', 'Ministry Complex, Abdali, Amman', {
    status: 'TEST',
    chargeType: 'PERCENTAGE',
    terminalsPerBranch: [1, 2],
    branches: branchList('Consular Services, Amman, CS', 'Embassy Counter, Amman'),
  }),
  demoMerchant(
    '4000000501',
    'Digital Government Payments',
    'payments@egov.example.jo',
    'King Hussein Business Park, Amman',
    {
      status: 'DEV',
      chargeType: 'PERCENTAGE',
      terminalsPerBranch: [1, 2],
      branches: branchList(
        'Sanad Portal, Amman, CS',
        'Service Centre Abdali, Amman',
        'Service Centre Irbid, Irbid',
      ),
    },
  ),
  demoMerchant('4000000601', 'Swift Rides', 'finance@swiftrides.example.jo', 'Mecca Street, Amman', {
    status: 'Active',
    chargeType: 'PERCENTAGE_PLUS_FIXED',
    terminalsPerBranch: [1, 3],
    branches: branchList(
      'Amman Fleet, Amman',
      'Irbid Fleet, Irbid',
      'Aqaba Fleet, Aqaba',
      'In-App Payments, Amman, CS',
    ),
  }),
  demoMerchant(
    '4000000701',
    'Shopix & Emart Marketplace',
    'settlement@shopix.example.jo',
    'Abdali Boulevard, Amman',
    {
      status: 'Active',
      chargeType: 'PERCENTAGE',
      terminalsPerBranch: [1, 1],
      branches: branchList('Shopix, Amman, CS', 'Emart, Amman, CS'),
    },
  ),
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

/**
 * A merchant's demo user: "First Last" as the user's name, the e-mail at the merchant's own domain, a mobile
 * 96279111 and the four digits given.
 */
function demoUser(
  username: string,
  name: string,
  mobileEnd: string,
  groups: string[],
  more: Pick<DemoUser, 'mustResetPassword'> = {},
): DemoUser {
  const [firstName = '', lastName = ''] = name.split(' ');
  const merchantCode = username.split('@')[1];
  const merchant = DEMO_MERCHANTS.find((candidate) => candidate.code === merchantCode);
  if (!merchant) throw new Error(`no demo merchant for ${username}`);
  const domain = merchant.email.split('@')[1] ?? '';
  const email = `${firstName}.${lastName}@${domain}`.toLowerCase();
  return { username, firstName, lastName, email, mobile: `96279111${mobileEnd}`, groups, ...more };
}

export const DEMO_USERS: DemoUser[] = [
  demoUser('zahran.admin@4000000101', 'Rania Haddad', '0101', [
    'MERCHANT_ADMINS',
    'DASHBOARD_USERS',
    'ADVANCED_DASHBOARD_USERS',
    'REPORT_USERS',
    'PRE_AUTH_USERS',
  ]),
  demoUser('zahran.teller@4000000101', 'Omar Khalil', '0102', ['MERCHANT_USERS']),
  demoUser('zahran.analyst@4000000101', 'Lina Saleh', '0103', [
    'DASHBOARD_USERS',
    'ADVANCED_DASHBOARD_USERS',
  ]),
  demoUser('zahran.newuser@4000000101', 'Yousef Nasser', '0104', ['MERCHANT_USERS'], {
    mustResetPassword: true,
  }),
  demoUser('petra.admin@4000000194', 'Khaled Majali', '0194', [
    'MERCHANT_ADMINS',
    'REPORT_USERS',
    'DASHBOARD_USERS',
  ]),
  demoUser('wings.maker@4000000301', 'Dana Qasem', '0301', ['RJ_BOOKING_MAKER_GROUP']),
  demoUser('wings.checker@4000000301', 'Faris Awad', '0302', ['RJ_BOOKING_CHECKER_GROUP']),
  demoUser('consular.all@4000000401', 'Hiba Zoubi', '0401', ['MOFA_USERS']),
  demoUser('consular_12@4000000401', 'Tareq Rawashdeh', '0412', ['MOFA_USERS']),
  demoUser('modee.user@4000000501', 'Sara Obeidat', '0501', ['MODEE_USERS', 'MERCHANT_USERS']),
  demoUser('rides.admin@4000000601', 'Ali Shami', '0601', ['MERCHANT_ADMINS', 'RIDE_HAILING_USERS']),
  demoUser('market.reports@4000000701', 'Noor Tamimi', '0701', ['MARKETPLACE_REPORT_USERS', 'REPORT_USERS']),
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
