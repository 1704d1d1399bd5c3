import 'reflect-metadata';
import { opsCommand, OpsUsageError, runOpsCommands } from '@trio/service-kit/service';
import { properties } from '../app.module';
import { PropertiesService, snapshotOf } from '../properties/properties.service';
import { PropertiesIndex } from '../search/properties-index';
import { searchDocumentOf } from '../search/search-document-of';
import { readPeopleFile } from '../seed/people-file';
import { SavedSearchesService } from '../saved-searches/saved-searches.service';
import { publishPending, reindexFromDatabase, seedCatalogue } from '../seed/seed-catalogue';

const USAGE = `usage (from the repository root):
  npm run seed [-- --properties <n>]       the whole demo (users, then this service's seed); see README "Demo data"
  node -r @swc-node/register services/properties/src/ops/cli.ts seed --people <file> [--properties <n>] [--with-events]
      the demo catalogue (default 2000 properties), its images, listing requests, places and search index;
      <file> is written by the users service's \`seed-demo --out\`. Safe to repeat. Properties beyond the first
      2000 are written in bulk without events, or with --with-events in bulk with their listed events (so the
      other services learn of them: the benchmark data sets).
  npm run ops -- reindex                     rebuilds the properties search index (and the saved searches' percolator) from the database
  npm run ops -- feature --id <propertyId> [--off]
      features a property on the home page (or stops), publishing properties.property.updated.v1`;

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** `seed --people <file> [--properties <n>]`: the demo catalogue, its images, listing requests, places and index. */
const seed = opsCommand({
  options: {
    properties: { type: 'string', default: '2000' },
    people: { type: 'string' },
    'with-events': { type: 'boolean', default: false },
  },
  input: (values) => {
    const count = Number(values.properties);
    if (!Number.isInteger(count) || count < 0 || count > 1_000_000) {
      throw new OpsUsageError('--properties: expected a whole number from 0 to 1000000');
    }
    if (!values.people) throw new OpsUsageError('--people: the people file (users seed-demo --out) is required');
    return { properties: count, people: values.people as string, withEvents: values['with-events'] === true };
  },
  run: async (app, input, { startedAt }) => {
    const people = readPeopleFile(input.people);
    console.log(
      `properties seed: ${input.properties} catalogue properties${input.withEvents ? ', all with events' : ''}`,
    );
    const summary = await seedCatalogue(app, {
      properties: input.properties,
      people,
      withEvents: input.withEvents,
      print: (line) => console.log(`  ${line}`),
    });
    const relayBegan = Date.now();
    const pending = await publishPending(app, input.withEvents ? 600_000 : undefined);
    console.log(
      (pending === 0
        ? `  events: every pending event published (${seconds(relayBegan)})\n`
        : `  events: ${pending} documents still have unpublished events; the service's relay publishes them when it runs\n`) +
        `properties seed done: ${summary.properties.total} properties in the database ` +
        `(${summary.properties.createdWithEvents} new with events, ${summary.properties.createdInBulk} new in bulk, ` +
        `${summary.properties.existed} existed) in ${seconds(startedAt)}`,
    );
  },
});

/** `reindex`: rebuilds the properties search index, then the saved searches' percolator, from the database. */
const reindex = opsCommand({
  input: () => ({}),
  run: async (app, _input, { startedAt }) => {
    const result = await reindexFromDatabase(app);
    const percolator = await app.get(SavedSearchesService).rebuildPercolator();
    console.log(
      `reindexed: ${result.indexed} properties into ${result.index}` +
        `${result.previous.length ? ` (replaced ${result.previous.join(', ')})` : ''}` +
        `${result.stale ? `, ${result.stale} stale duplicates` : ''}, ` +
        `${percolator.indexed} saved searches into the percolator in ${seconds(startedAt)}`,
    );
  },
});

/** `feature --id <propertyId> [--off]`: features a property on the home page (or stops). */
const feature = opsCommand({
  options: { id: { type: 'string' }, off: { type: 'boolean', default: false } },
  input: (values) => {
    const id = values.id as string | undefined;
    if (!id || !/^[0-9a-f]{24}$/.test(id)) throw new OpsUsageError('--id: expected a property id (24 hex characters)');
    return { id, on: !values.off };
  },
  run: async (app, { id, on }) => {
    const service = app.get(PropertiesService);
    const changed = await service.setFeatured(id, on);
    const property = await service.findById(id);
    if (changed && property) {
      // The index learns it from the event too (same version: a no-op then); writing it now shows it at once.
      await app.get(PropertiesIndex).upsert(
        searchDocumentOf(snapshotOf(property), {
          listedAt: new Date(property.listedAt).toISOString(),
          description: property.description,
        }),
        property.version,
        { refresh: 'wait_for' },
      );
    }
    console.log(
      changed
        ? `${on ? 'featured' : 'no longer featured'}: property ${id} (properties.property.updated.v1 published)`
        : `unchanged: property ${id} is ${on ? 'already' : 'not'} featured`,
    );
  },
});

/**
 * Operations commands of the properties service. Each boots the service's core (database, outbox, Kafka producer,
 * media storage, search indexes), does its work through the same services the API uses, waits until the events
 * are published, and exits.
 */
runOpsCommands(properties, { usage: USAGE, commands: { seed, reindex, feature } });
