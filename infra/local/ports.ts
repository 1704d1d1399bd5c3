import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** True when nothing listens on the port of 127.0.0.1. */
export async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free port whose neighbour above is free too (a private Kafka's controller listens there). */
export async function freePortPair(): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (port < 65_000 && (await portIsFree(port + 1))) return port;
  }
}
