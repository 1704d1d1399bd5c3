import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { savedSearchMatched } from '@trio/contracts/events/properties';
import {
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_RECENT_MATCHES,
  type SavedSearchFrequencyName,
} from '@trio/contracts/http/properties';
import { InjectConfig } from '@trio/service-kit/config';
import { InjectLogger, type Logger } from '@trio/service-kit/logging';
import {
  type AggregateWrite,
  ConcurrentWriteError,
  draft,
  type OutboxFields,
  OutboxWriter,
} from '@trio/service-kit/events';
import { isDuplicateKeyError } from '@trio/service-kit/mongo';
import { type Model, Types } from 'mongoose';
import type { PropertiesConfig } from '../config';
import { buildSearchQuery } from '../search/property-queries';
import type { PropertySearchDocument } from '../search/property-search.document';
import { type PercolatorEntry, SavedSearchPercolator } from '../search/saved-search-percolator';
import { type SearchCriteria, searchParamsOf } from '../search/search-criteria';
import { alertHomeOf } from '../search/search-document-of';
import {
  SAVED_SEARCH_MATCH_MODEL,
  savedSearchMatchId,
  type SavedSearchMatchDocument,
} from './saved-search-match.schema';
import { SAVED_SEARCH_MODEL, type SavedSearchDocument } from './saved-search.schema';
import {
  savedSearchCriteriaRequired,
  savedSearchLimitReached,
  savedSearchNotFound,
  unsubscribeLinkNotValid,
} from './saved-searches.exception';
import { isUnsubscribeTokenOf, unsubscribeTokenOf } from './unsubscribe-token';

export interface NewSavedSearch {
  name: string;
  frequency: SavedSearchFrequencyName;
  criteria: SearchCriteria;
}

export interface SavedSearchChange {
  name?: string;
  frequency?: SavedSearchFrequencyName;
  paused?: boolean;
}

export type SavedSearchWithMatches = SavedSearchDocument & { recentMatches: SavedSearchMatchDocument[] };

/** The percolator query of stored criteria: the search's own query (null when the criteria name nothing). */
export function percolatorQueryOf(criteria: SearchCriteria) {
  const params = searchParamsOf(criteria);
  return params ? buildSearchQuery(params) : null;
}

const OBJECT_ID = /^[0-9a-f]{24}$/;
/** A listed home's matches are written this many at a time (one bulk insert each). */
const MATCH_WRITE_BATCH_SIZE = 200;

/**
 * Saved searches: their model, their matches' model and their queries in the percolator. Every id is checked
 * against the caller: another user's saved search is "not found", like an unknown one.
 */
@Injectable()
export class SavedSearchesService implements OnApplicationBootstrap {
  constructor(
    @InjectModel(SAVED_SEARCH_MODEL) private readonly searches: Model<SavedSearchDocument>,
    @InjectModel(SAVED_SEARCH_MATCH_MODEL) private readonly matches: Model<SavedSearchMatchDocument>,
    @Inject(SavedSearchPercolator) private readonly percolator: SavedSearchPercolator,
    @Inject(OutboxWriter) private readonly outbox: OutboxWriter,
    @InjectConfig() private readonly config: PropertiesConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /** The percolator follows the properties mapping: rebuilt from the stored saved searches when it moved on. */
  async onApplicationBootstrap(): Promise<void> {
    const outcome = await this.percolator.ensureCurrent(() => this.activeEntries());
    if (outcome !== 'current') this.logger.info({ outcome }, 'saved searches percolator filled from the database');
  }

  /** Every active (not paused) saved search's percolator entry, from the database. */
  async *activeEntries(): AsyncIterable<PercolatorEntry> {
    for await (const search of this.searches.find({ paused: false }).lean<SavedSearchDocument>().cursor()) {
      const entry = entryOf(search);
      if (entry) yield entry;
    }
  }

  /** Rebuilds the percolator from the database (ops `reindex`). */
  rebuildPercolator(): Promise<{ indexed: number }> {
    return this.percolator.rebuild(this.activeEntries());
  }

  async create(ownerId: string, input: NewSavedSearch): Promise<SavedSearchWithMatches> {
    if (!percolatorQueryOf(input.criteria)) throw savedSearchCriteriaRequired();
    // A free slot of 0..19, taken by the insert itself (unique per owner): a racing 21st gets the duplicate key,
    // reads again and finds none free. Each retry means another creation took a slot, so it ends within 20 tries.
    for (let attempt = 0; attempt <= SAVED_SEARCH_LIMIT; attempt++) {
      const used = new Set(
        (await this.searches.find({ ownerId }, { slot: 1 }).lean<Pick<SavedSearchDocument, 'slot'>[]>()).map(
          (search) => search.slot,
        ),
      );
      const slot = Array.from({ length: SAVED_SEARCH_LIMIT }, (_, i) => i).find((i) => !used.has(i));
      if (slot === undefined) throw savedSearchLimitReached();
      const now = new Date();
      const search: SavedSearchDocument = {
        _id: new Types.ObjectId().toHexString(),
        ownerId,
        slot,
        name: input.name,
        frequency: input.frequency,
        paused: false,
        criteria: input.criteria,
        revision: 1,
        createdAt: now,
        updatedAt: now,
      };
      try {
        await this.searches.create(search);
      } catch (error) {
        if (isDuplicateKeyError(error)) continue;
        throw error;
      }
      await this.syncPercolator(search);
      return { ...search, recentMatches: [] };
    }
    throw savedSearchLimitReached();
  }

  /** The owner's saved searches, newest first, each with its latest matches. */
  async listForOwner(ownerId: string): Promise<SavedSearchWithMatches[]> {
    const searches = await this.searches.find({ ownerId }).lean<SavedSearchDocument[]>();
    searches.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b._id.localeCompare(a._id));
    return Promise.all(
      searches.map(async (search) => ({ ...search, recentMatches: await this.recentMatches(search._id) })),
    );
  }

  async update(ownerId: string, id: string, change: SavedSearchChange): Promise<SavedSearchWithMatches> {
    const $set: Partial<SavedSearchDocument> = { updatedAt: new Date() };
    if (change.name !== undefined) $set.name = change.name;
    if (change.frequency !== undefined) $set.frequency = change.frequency;
    if (change.paused !== undefined) $set.paused = change.paused;
    const updated = OBJECT_ID.test(id)
      ? await this.searches
          .findOneAndUpdate({ _id: id, ownerId }, { $set, $inc: { revision: 1 } }, { new: true })
          .lean<SavedSearchDocument>()
      : null;
    if (!updated) throw savedSearchNotFound(id);
    await this.syncPercolator(updated);
    return { ...updated, recentMatches: await this.recentMatches(updated._id) };
  }

  /**
   * The one-click unsubscribe of an alert e-mail: a valid token for this saved search pauses it, without its owner
   * signing in. Idempotent (already paused: the same answer, nothing written). A malformed or unknown id and a wrong
   * token are refused alike, so the link tells nothing of other saved searches.
   */
  async unsubscribe(id: string, token: string): Promise<SavedSearchDocument> {
    const secret = this.config.SAVED_SEARCH_UNSUBSCRIBE_SECRET;
    if (!OBJECT_ID.test(id) || !isUnsubscribeTokenOf(token, id, secret)) throw unsubscribeLinkNotValid();
    const paused =
      (await this.searches
        .findOneAndUpdate(
          { _id: id, paused: false },
          { $set: { paused: true, updatedAt: new Date() }, $inc: { revision: 1 } },
          { new: true },
        )
        .lean<SavedSearchDocument>()) ?? (await this.searches.findById(id).lean<SavedSearchDocument>());
    if (!paused) throw unsubscribeLinkNotValid();
    // Already paused as well: a second click also finishes a pause whose percolator removal a crash left undone.
    await this.syncPercolator(paused);
    return paused;
  }

  async remove(ownerId: string, id: string): Promise<void> {
    const removed = OBJECT_ID.test(id)
      ? await this.searches.findOneAndDelete({ _id: id, ownerId }).lean<SavedSearchDocument>()
      : null;
    if (!removed) throw savedSearchNotFound(id);
    await this.percolator.remove(removed._id, removed.revision + 1);
    await this.matches.deleteMany({ savedSearchId: removed._id, outboxPending: 0 });
  }

  /**
   * A home was listed: every active saved search its search document matches (by the percolator; not its own
   * landlord's) records the match once, with its `properties.saved-search.matched.v1` in the same insert. A
   * redelivered listing finds its matches recorded and records nothing. The matches are written
   * MATCH_WRITE_BATCH_SIZE at a time (one read, then one bulk insert whose unique ids refuse a match already
   * recorded), so a home that matches hundreds of saved searches costs a few round trips, not a few per match. Returns how many matches were new.
   */
  async matchListedHome(home: PropertySearchDocument): Promise<number> {
    if (home.status !== 'available') return 0;
    const found = await this.percolator.match(home, home.landlordId);
    let recorded = 0;
    for (let from = 0; from < found.length; from += MATCH_WRITE_BATCH_SIZE) {
      const batch = found.slice(from, from + MATCH_WRITE_BATCH_SIZE).map((match) => match.savedSearchId);
      recorded += await this.recordMatches(batch, home);
    }
    return recorded;
  }

  private async recordMatches(savedSearchIds: readonly string[], home: PropertySearchDocument): Promise<number> {
    // Each saved search as stored now: paused or deleted since it was percolated means no alert. Read by its ids
    // alone and the paused ones left out here: the local FerretDB serves `_id: {$in}` from its index, but with another
    // field beside it reads the whole collection (infra/README.md, "MongoDB in local mode").
    const searches = await this.searches
      .find({ _id: { $in: savedSearchIds } }, { ownerId: 1, name: 1, frequency: 1, paused: 1 })
      .lean<Pick<SavedSearchDocument, '_id' | 'ownerId' | 'name' | 'frequency' | 'paused'>[]>();
    const matchedAt = new Date();
    const writes = searches
      .filter((search) => !search.paused && search.ownerId !== home.landlordId)
      .map((search) => this.matchWrite(search, home, matchedAt));
    if (writes.length === 0) return 0;
    const outcomes = await this.outbox.writeMany(this.matches, writes);
    const failed = outcomes.find((outcome) => !outcome.ok && !(outcome.error instanceof ConcurrentWriteError)) as
      { ok: false; error: unknown } | undefined;
    if (failed) throw failed.error;
    // A ConcurrentWriteError is a match already recorded (a redelivered listing, or a concurrent delivery first).
    return outcomes.filter((outcome) => outcome.ok).length;
  }

  /** A match's insert with its event (the match is the event's aggregate), as the saved search and home are now. */
  private matchWrite(
    search: Pick<SavedSearchDocument, '_id' | 'ownerId' | 'name' | 'frequency'>,
    home: PropertySearchDocument,
    matchedAt: Date,
  ): AggregateWrite {
    const savedSearchId = search._id;
    const matchId = savedSearchMatchId(savedSearchId, home.propertyId);
    return {
      create: matchRecordOf(search, home, matchedAt),
      drafts: [
        draft(savedSearchMatched, {
          matchId,
          savedSearchId,
          ownerId: search.ownerId,
          name: search.name,
          frequency: search.frequency,
          property: alertHomeOf(home),
          matchedAt: matchedAt.toISOString(),
          unsubscribeToken: unsubscribeTokenOf(savedSearchId, this.config.SAVED_SEARCH_UNSUBSCRIBE_SECRET),
        }),
      ],
    };
  }

  /**
   * Records homes listed before a saved search could alert on them as its matches, without an event: history, not
   * news (the demo renter's saved searches, seeded after the catalogue). A listing of such a home handled later (the
   * seed's own listed events, which the service consumes once it runs) finds the match recorded and publishes
   * nothing. The landlord's own homes are no match, as in the percolator. Returns how many matches were new.
   */
  async recordPastMatches(
    search: Pick<SavedSearchDocument, '_id' | 'ownerId'>,
    homes: readonly PropertySearchDocument[],
    matchedAt: Date,
  ): Promise<number> {
    let recorded = 0;
    for (const home of homes) {
      if (home.landlordId === search.ownerId) continue;
      try {
        await this.matches.create(matchRecordOf(search, home, matchedAt));
        recorded++;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
    return recorded;
  }

  private recentMatches(savedSearchId: string): Promise<SavedSearchMatchDocument[]> {
    return this.matches
      .find({ savedSearchId }, { outbox: 0 })
      .sort({ matchedAt: -1 })
      .limit(SAVED_SEARCH_RECENT_MATCHES)
      .lean<SavedSearchMatchDocument[]>()
      .exec();
  }

  /** An active saved search's query stored in the percolator; a paused one's taken out. */
  private async syncPercolator(search: SavedSearchDocument): Promise<void> {
    const entry = search.paused ? null : entryOf(search);
    if (entry) await this.percolator.put(entry);
    else await this.percolator.remove(search._id, search.revision);
  }
}

/** A match as `saved_search_matches` keeps it (its outbox aside): the pair, and the home's card for the profile. */
function matchRecordOf(
  search: Pick<SavedSearchDocument, '_id' | 'ownerId'>,
  home: PropertySearchDocument,
  matchedAt: Date,
): Omit<SavedSearchMatchDocument, keyof OutboxFields> {
  return {
    _id: savedSearchMatchId(search._id, home.propertyId),
    savedSearchId: search._id,
    ownerId: search.ownerId,
    propertyId: home.propertyId,
    name: home.name,
    rentPaise: home.rentPaise,
    city: home.address.city,
    matchedAt,
  };
}

function entryOf(search: SavedSearchDocument): PercolatorEntry | null {
  const query = percolatorQueryOf(search.criteria);
  if (!query) return null;
  return { savedSearchId: search._id, ownerId: search.ownerId, query, revision: search.revision };
}
