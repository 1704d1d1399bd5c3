import { randomBytes } from 'node:crypto';

/** A name no other test run uses: tests share the servers, so each one works in its own topic/db/bucket. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
}
