import { createHash } from 'node:crypto';

/** A deterministic pseudo-random source: numbers in [0, 1) and helpers over them. */
export interface Random {
  next(): number;
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** `count` different items, in the order drawn. */
  sample<T>(items: readonly T[], count: number): T[];
}

/** mulberry32: a small, fast 32-bit generator; the same seed gives the same sequence everywhere. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit seed from a text key (the first four bytes of its SHA-1). */
export function seedOf(key: string): number {
  return createHash('sha1').update(key).digest().readUInt32BE(0);
}

/** A generator seeded from a text key: `randomFor('property:17')` is the same on every run. */
export function randomFor(key: string): Random {
  const next = mulberry32(seedOf(key));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
    sample: <T>(items: readonly T[], count: number) => {
      const pool = [...items];
      const out: T[] = [];
      while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
      return out;
    },
  };
}

/** A 24-hex id (the shape of an ObjectId) derived from a key: the same key always gives the same id. */
export function hexIdOf(key: string): string {
  return createHash('sha1').update(key).digest('hex').slice(0, 24);
}
