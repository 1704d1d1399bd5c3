/**
 * MongoDB refused a write because a unique index (or `_id`) already holds the value: server code 11000 (11001 on
 * old servers). Works on a driver error, a mongoose error and one entry of a bulk write's `writeErrors`.
 *
 *   try { await outbox.create(Users, user, drafts); } catch (err) { if (isDuplicateKeyError(err)) throw emailInUse(); throw err; }
 */
export function isDuplicateKeyError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return code === 11000 || code === 11001;
}
