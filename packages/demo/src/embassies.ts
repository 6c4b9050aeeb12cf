// The demo's embassies and consulates of Jordan abroad (real cities), with the currency each collects its
// consular fees in and how busy it is (a share of the fees paid online). Embassy 12 (Cairo) and 7 (Riyadh)
// are the two busiest: the demo users and the end-to-end tests read them.
export interface DemoEmbassy {
  code: string;
  location: string;
  country: string;
  currency: string;
  weight: number;
}

const embassy = (
  code: number,
  location: string,
  country: string,
  currency: string,
  weight: number,
): DemoEmbassy => ({ code: String(code), location, country, currency, weight });

export const DEMO_EMBASSIES: readonly DemoEmbassy[] = [
  embassy(1, 'Washington', 'United States', 'USD', 5),
  embassy(2, 'London', 'United Kingdom', 'GBP', 4),
  embassy(3, 'Paris', 'France', 'EUR', 3),
  embassy(4, 'Berlin', 'Germany', 'EUR', 4),
  embassy(5, 'Rome', 'Italy', 'EUR', 2),
  embassy(6, 'Madrid', 'Spain', 'EUR', 1),
  embassy(7, 'Riyadh', 'Saudi Arabia', 'SAR', 10),
  embassy(8, 'Jeddah', 'Saudi Arabia', 'SAR', 6),
  embassy(9, 'Abu Dhabi', 'United Arab Emirates', 'AED', 5),
  embassy(10, 'Dubai', 'United Arab Emirates', 'AED', 7),
  embassy(11, 'Kuwait City', 'Kuwait', 'KWD', 5),
  embassy(12, 'Cairo', 'Egypt', 'EGP', 12),
  embassy(13, 'Alexandria', 'Egypt', 'EGP', 2),
  embassy(14, 'Doha', 'Qatar', 'QAR', 5),
  embassy(15, 'Manama', 'Bahrain', 'BHD', 2),
  embassy(16, 'Muscat', 'Oman', 'OMR', 2),
  embassy(17, 'Ankara', 'Turkey', 'TRY', 2),
  embassy(18, 'Istanbul', 'Turkey', 'TRY', 3),
  embassy(19, 'Beirut', 'Lebanon', 'USD', 3),
  embassy(20, 'Baghdad', 'Iraq', 'USD', 3),
  embassy(21, 'Erbil', 'Iraq', 'USD', 1),
  embassy(22, 'Damascus', 'Syria', 'USD', 2),
  embassy(23, 'Rabat', 'Morocco', 'MAD', 1),
  embassy(24, 'Algiers', 'Algeria', 'EUR', 1),
  embassy(25, 'Tunis', 'Tunisia', 'EUR', 1),
  embassy(26, 'Tripoli', 'Libya', 'USD', 1),
  embassy(27, 'Khartoum', 'Sudan', 'USD', 1),
  embassy(28, 'Ottawa', 'Canada', 'CAD', 2),
  embassy(29, 'Canberra', 'Australia', 'AUD', 1),
  embassy(30, 'Tokyo', 'Japan', 'JPY', 1),
  embassy(31, 'Beijing', 'China', 'CNY', 1),
  embassy(32, 'New Delhi', 'India', 'INR', 2),
  embassy(33, 'Islamabad', 'Pakistan', 'USD', 2),
  embassy(34, 'Kuala Lumpur', 'Malaysia', 'MYR', 1),
  embassy(35, 'Jakarta', 'Indonesia', 'USD', 1),
  embassy(36, 'Moscow', 'Russia', 'USD', 1),
  embassy(37, 'Brussels', 'Belgium', 'EUR', 1),
  embassy(38, 'The Hague', 'Netherlands', 'EUR', 1),
  embassy(39, 'Vienna', 'Austria', 'EUR', 1),
  embassy(40, 'Bern', 'Switzerland', 'CHF', 1),
  embassy(41, 'Stockholm', 'Sweden', 'SEK', 1),
  embassy(42, 'Athens', 'Greece', 'EUR', 1),
  embassy(43, 'Nicosia', 'Cyprus', 'EUR', 1),
  embassy(44, 'Bucharest', 'Romania', 'EUR', 1),
  embassy(45, 'Warsaw', 'Poland', 'EUR', 1),
  embassy(46, 'Sofia', 'Bulgaria', 'EUR', 1),
  embassy(47, 'Baku', 'Azerbaijan', 'USD', 1),
  embassy(48, 'Seoul', 'South Korea', 'USD', 1),
  embassy(49, 'Brasilia', 'Brazil', 'USD', 1),
  embassy(50, 'Mexico City', 'Mexico', 'USD', 1),
  embassy(51, 'Pretoria', 'South Africa', 'USD', 1),
  embassy(52, 'Nairobi', 'Kenya', 'USD', 1),
  embassy(53, 'Dhaka', 'Bangladesh', 'USD', 1),
  embassy(54, 'Manila', 'Philippines', 'USD', 2),
  embassy(55, 'Colombo', 'Sri Lanka', 'USD', 1),
];

/**
 * JOD for one unit of each fee currency, as the ministry publishes it. The dinar is pegged to the dollar
 * (1 USD = 0.709 JOD), and so are the Gulf currencies; the others float around these.
 */
export const JOD_RATES: Record<string, { rate: number; pegged: boolean }> = {
  USD: { rate: 0.709, pegged: true },
  SAR: { rate: 0.189, pegged: true },
  AED: { rate: 0.193, pegged: true },
  QAR: { rate: 0.1948, pegged: true },
  BHD: { rate: 1.8856, pegged: true },
  OMR: { rate: 1.8416, pegged: true },
  KWD: { rate: 2.3085, pegged: false },
  EUR: { rate: 0.7702, pegged: false },
  GBP: { rate: 0.9015, pegged: false },
  EGP: { rate: 0.01462, pegged: false },
  TRY: { rate: 0.02072, pegged: false },
  MAD: { rate: 0.07145, pegged: false },
  CAD: { rate: 0.5103, pegged: false },
  AUD: { rate: 0.4622, pegged: false },
  JPY: { rate: 0.004712, pegged: false },
  CNY: { rate: 0.09781, pegged: false },
  INR: { rate: 0.008412, pegged: false },
  MYR: { rate: 0.1598, pegged: false },
  CHF: { rate: 0.8021, pegged: false },
  SEK: { rate: 0.06604, pegged: false },
};
