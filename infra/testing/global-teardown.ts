/**
 * Local-mode servers stay up after the tests (the next run starts in seconds; `npm run infra:down`
 * stops them). Containers started for this run are stopped.
 */
export default async function globalTeardown(): Promise<void> {
  const stop = (globalThis as { stopTestContainers?: () => Promise<void> }).stopTestContainers;
  if (stop) await stop();
}
