/**
 * Every API call the SPA makes carries its own `x-correlation-id`: the gateway logs the request under it, passes it
 * to the service, and the service's events and jobs carry it on, so `npm run ops -- trace <id>` shows everything one
 * click caused. A failed call keeps its id (`ApiError.correlationId`), and the logger sends the browser's own log
 * entry about it under the same id.
 */
export const CORRELATION_HEADER = 'x-correlation-id';

/** A fresh id (a UUID; crypto.randomUUID needs a secure context, so plain http falls back to random hex). */
export function newCorrelationId(): string {
  const cryptoApi = globalThis.crypto as Crypto | undefined;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  if (cryptoApi?.getRandomValues) cryptoApi.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
