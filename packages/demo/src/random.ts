// A small seeded PRNG (mulberry32): the same seed gives the same demo data on every machine.
import { createHash } from 'node:crypto';

export interface Random {
  next(): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, maxInclusive) => min + Math.floor(next() * (maxInclusive - min + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
  };
}

/** A seed from the parts: each generator's day, merchant or record has a PRNG of its own. */
export function seedOf(...parts: (string | number)[]): number {
  return createHash('sha256').update(parts.join(':')).digest().readUInt32LE(0);
}

/** One of the items, in proportion to its weight. */
export function weighted<T>(random: Random, items: readonly [T, number][]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  const last = items.at(-1);
  if (!last) throw new Error('weighted pick from an empty list');
  return last[0];
}

/** A uniform draw in [min, max). */
export const between = (random: Random, min: number, max: number) => min + random.next() * (max - min);

/** A stable UUID (version 4 layout) from the parts: the same plan, the same ids. */
export function uuidOf(...parts: (string | number)[]): string {
  const hex = createHash('sha256').update(parts.join(':')).digest('hex');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 3) | 8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
