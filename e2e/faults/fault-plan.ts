/**
 * The fault run's schedule, decided before it starts: the k-th SIGKILL falls `killEveryMs` × (k + 1) after the flows
 * begin and hits a service drawn from a seeded generator, so a run can be replayed with the same FAULTS_SEED.
 */
export interface FaultPlan {
  killAt(k: number): { atMs: number; app: string };
}

/** mulberry32: a small seeded generator (uniform in [0, 1)). */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function faultPlan(options: { seed: number; services: readonly string[]; killEveryMs: number }): FaultPlan {
  if (options.services.length === 0) throw new Error('a fault plan needs at least one service to kill');
  const next = generator(options.seed);
  const victims: string[] = [];
  return {
    killAt(k) {
      while (victims.length <= k) victims.push(options.services[Math.floor(next() * options.services.length)]!);
      return { atMs: options.killEveryMs * (k + 1), app: victims[k]! };
    },
  };
}
