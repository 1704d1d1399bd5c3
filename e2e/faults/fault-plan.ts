import { mulberry32 } from '../../services/properties/src/seed/random';

/**
 * The fault run's schedule, decided before it starts: the k-th SIGKILL falls `killEveryMs` × (k + 1) after the flows
 * begin and hits a service drawn from a seeded generator, so a run can be replayed with the same FAULTS_SEED.
 */
export interface FaultPlan {
  killAt(k: number): { atMs: number; app: string };
}

export function faultPlan(options: { seed: number; services: readonly string[]; killEveryMs: number }): FaultPlan {
  if (options.services.length === 0) throw new Error('a fault plan needs at least one service to kill');
  const next = mulberry32(options.seed);
  const victims: string[] = [];
  return {
    killAt(k) {
      while (victims.length <= k) victims.push(options.services[Math.floor(next() * options.services.length)]!);
      return { atMs: options.killEveryMs * (k + 1), app: victims[k]! };
    },
  };
}
