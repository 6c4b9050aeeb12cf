// The airline's customers: a pool drawn from its seed, a customer made when met (so a pool of any size costs
// nothing), Jordanians mostly and visitors, each with the card they pay with.
import { createHash } from 'node:crypto';
import { maskedPanOf } from '../cards.js';
import { createRandom, seedOf, type Random } from '../random.js';

// Names of the travellers: Jordanians mostly, and visitors.
const FIRST_NAMES = {
  male: 'Ahmad Mohammad Omar Khaled Yousef Ali Hamza Zaid Faris Laith Tareq Sami'.split(' '),
  female: 'Rania Dana Lina Sara Noor Hala Leen Rawan Aya Farah Maya Tala'.split(' '),
};
const LAST_NAMES =
  'Haddad Khoury Nasser Masri Awad Qasem Saleh Hijazi Zoubi Tamimi Abbadi Majali Khalil Odeh Hamdan Obeidat'.split(
    ' ',
  );
const VISITOR_FIRST_NAMES = 'James Emma Lucas Sophie Mehmet Elif Hans Anna Nikos Maria'.split(' ');
const VISITOR_LAST_NAMES = 'Smith Brown Martin Dubois Yilmaz Kaya Schmidt Weber Rossi'.split(' ');

export interface Customer {
  id: string;
  name: string;
  email: string | null;
  maskedPan: string;
  scheme: 'VISA' | 'MASTERCARD';
  kind: 'C' | 'D';
  locality: 'L' | 'I';
}

/** A pool of customers drawn from its seed; a customer is made when met, so a pool of any size costs nothing. */
export interface CustomerPool {
  seed: number;
  /** Tells this pool's customers from another's (demo, benchmark). */
  tag: string;
  size: number;
  /** Customer ids of the pool start here. */
  firstId: number;
}

export function customerOf(pool: CustomerPool, index: number): Customer {
  const random = createRandom(seedOf(pool.tag, pool.seed, index));
  const visitor = random.chance(0.12);
  const female = random.chance(0.45);
  const first = visitor
    ? random.pick(VISITOR_FIRST_NAMES)
    : random.pick(female ? FIRST_NAMES.female : FIRST_NAMES.male);
  const last = random.pick(visitor ? VISITOR_LAST_NAMES : LAST_NAMES);
  const scheme = random.chance(0.6) ? 'VISA' : 'MASTERCARD';
  const hasEmail = random.chance(0.96);
  return {
    id: `RWC${pool.firstId + index}`,
    name: `${first} ${last}`,
    email: hasEmail
      ? `${first}.${last}${index % 100}@${visitor ? 'example.com' : 'example.jo'}`.toLowerCase()
      : null,
    maskedPan: maskedPanOf(random, scheme),
    scheme,
    kind: random.chance(0.55) ? 'C' : 'D',
    locality: visitor ? (random.chance(0.9) ? 'I' : 'L') : random.chance(0.95) ? 'L' : 'I',
  };
}

/** The card's token (a keyed hash in production), the same for the same customer. */
export const cardTokenOf = (pool: CustomerPool, index: number) =>
  createHash('sha256').update(`booking-card:${pool.tag}:${pool.seed}:${index}`).digest('hex');

/** Repeat customers: the first of the pool come back most often. */
export const pickCustomer = (random: Random, pool: CustomerPool) =>
  Math.floor(pool.size * random.next() ** 1.7);
