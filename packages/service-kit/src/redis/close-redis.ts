import { type Redis } from 'ioredis';

/**
 * Closes an ioredis client without waiting on a server that is gone: QUIT when connected (replies still due arrive
 * first), a plain disconnect otherwise. ioredis queues a QUIT sent while it reconnects behind the commands waiting for
 * the server, so `quit()` with Redis gone waits until those fail (for ever with `maxRetriesPerRequest: null`), and the
 * client then goes on reconnecting in the background, holding the process open.
 */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}
