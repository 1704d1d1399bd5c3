import { addressesToEnv, resolveAddresses } from '../local/addresses';
import { razorpay } from '../local/components/razorpay';
import { infraUp } from '../local/infra';
import { dockerReachable, startContainers } from './containers';

/**
 * Runs once before all tests and hands the servers' addresses to every test worker through environment
 * variables (workers inherit this process's environment).
 *
 * TEST_INFRA picks where the servers come from:
 * - `local` (default): `infra:up` — starts what does not already answer on the configured addresses;
 * - `containers`: testcontainers, when a Docker engine is reachable;
 * - `external`: start nothing; the addresses in the environment must answer.
 */
export default async function globalSetup(): Promise<void> {
  const mode = process.env.TEST_INFRA ?? 'local';
  const print = (line: string) => console.log(`[infra] ${line}`);
  console.log('');
  if (mode === 'containers') {
    if (!(await dockerReachable())) {
      throw new Error('TEST_INFRA=containers, but no Docker engine is reachable; unset TEST_INFRA to use local mode');
    }
    const { addresses, stop } = await startContainers();
    (globalThis as { stopTestContainers?: () => Promise<void> }).stopTestContainers = stop;
    // The Razorpay stand-in has no image: it runs as in local mode, when it does not answer already.
    await infraUp(print, addresses, [razorpay]);
    Object.assign(process.env, addressesToEnv(addresses));
    return;
  }
  if (mode === 'external') {
    Object.assign(process.env, addressesToEnv(resolveAddresses()));
    return;
  }
  if (mode !== 'local') throw new Error(`TEST_INFRA must be local, containers or external, not "${mode}"`);
  const addresses = await infraUp(print);
  Object.assign(process.env, addressesToEnv(addresses));
}
