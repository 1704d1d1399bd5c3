import { randomBytes } from 'node:crypto';
import { type Client, errors } from '@opensearch-project/opensearch';

export interface IndexDefinition {
  settings: Record<string, unknown>;
  mappings: Record<string, unknown>;
}

/**
 * An alias over one versioned concrete index (`<alias>-<mappingVersion>-<timestamp>-<random>`), so that a reindex is
 * an atomic alias swap. The alias is always created together with its index, flagged `is_write_index`: OpenSearch
 * refuses a second write index on an alias inside the same cluster-state update, so two replicas that start at
 * once cannot both attach theirs: one creation fails and nothing of it is left.
 */
export class VersionedAlias {
  constructor(
    private readonly client: Client,
    readonly alias: string,
    private readonly mappingVersion: string,
    private readonly definition: () => IndexDefinition,
  ) {}

  newIndexName(): string {
    return `${this.alias}-${this.mappingVersion}-${Date.now()}-${randomBytes(2).toString('hex')}`;
  }

  async exists(): Promise<boolean> {
    const { body } = await this.client.indices.existsAlias({ name: this.alias });
    return body;
  }

  /** The concrete indices behind the alias (none when it does not exist). */
  async concreteIndices(): Promise<string[]> {
    const { body, statusCode } = await this.client.indices.getAlias({ name: this.alias }, { ignore: [404] });
    if (statusCode === 404) return [];
    return Object.keys(body as Record<string, unknown>).sort();
  }

  /** Creates the first index and the alias unless the alias exists. Idempotent; safe under concurrent starts. */
  async ensure(): Promise<{ created: boolean; index?: string }> {
    for (let attempt = 0; attempt < 5; attempt++) {
      if (await this.exists()) return { created: false };
      const index = this.newIndexName();
      try {
        await this.createIndex(index, { withAlias: true });
        return { created: true, index };
      } catch (error) {
        // Another replica won the race (its index holds the write alias now): nothing of ours was created.
        if (await this.exists()) return { created: false };
        if (!isRetryable(error)) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100 * (attempt + 1)));
    }
    throw new Error(`Could not create the alias ${this.alias}`);
  }

  /** A new concrete index; `bulkLoad` turns refresh off until `finishBulkLoad`. */
  async createIndex(index: string, options: { withAlias?: boolean; bulkLoad?: boolean } = {}): Promise<void> {
    const { settings, mappings } = this.definition();
    await this.client.indices.create({
      index,
      body: {
        settings: options.bulkLoad ? { ...settings, refresh_interval: '-1' } : settings,
        mappings,
        ...(options.withAlias ? { aliases: { [this.alias]: { is_write_index: true } } } : {}),
      },
    });
  }

  async finishBulkLoad(index: string): Promise<void> {
    const { settings } = this.definition();
    await this.client.indices.putSettings({
      index,
      body: { index: { refresh_interval: (settings.refresh_interval as string | undefined) ?? '1s' } },
    });
    await this.client.indices.refresh({ index });
  }

  /**
   * Points the alias at `index` in one atomic `updateAliases` (remove the old ones, add the new one as write
   * index), then deletes the old indices. Returns their names.
   */
  async swapTo(index: string): Promise<string[]> {
    const previous = (await this.concreteIndices()).filter((name) => name !== index);
    await this.client.indices.updateAliases({
      body: {
        actions: [
          ...previous.map((old) => ({ remove: { index: old, alias: this.alias } })),
          { add: { index, alias: this.alias, is_write_index: true } },
        ],
      },
    });
    if (previous.length > 0) await this.client.indices.delete({ index: previous }, { ignore: [404] });
    return previous;
  }

  async deleteIndex(index: string): Promise<void> {
    await this.client.indices.delete({ index }, { ignore: [404] });
  }
}

function isRetryable(error: unknown): boolean {
  if (!(error instanceof errors.ResponseError)) return false;
  const type = (error.body as { error?: { type?: string } } | undefined)?.error?.type;
  return type === 'resource_already_exists_exception' || type === 'illegal_state_exception';
}

/** A bulk response's items, as far as `staleInBulk` reads them. */
type BulkItems = readonly Record<
  string,
  { _id?: string | null; status: number; error?: { type: string; reason?: string | null } } | undefined
>[];

/**
 * Reads a bulk write with external versions: answers how many documents were refused as older than the stored ones
 * (409, left alone), and throws naming the first few that failed for any other reason (`what` says what was written).
 */
export function staleInBulk(items: BulkItems, what: string): number {
  let stale = 0;
  const failures: string[] = [];
  for (const item of items) {
    const result = Object.values(item)[0];
    if (!result?.error) continue;
    if (result.status === 409) stale++;
    else failures.push(`${result._id}: ${result.error.type} ${result.error.reason ?? ''}`);
  }
  if (failures.length > 0) {
    throw new Error(`${what} failed for ${failures.length} documents: ${failures.slice(0, 5).join('; ')}`);
  }
  return stale;
}

/** True for OpenSearch's 409 version conflict. */
export function isVersionConflict(error: unknown): boolean {
  return error instanceof errors.ResponseError && error.statusCode === 409;
}
