import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { ConfigError } from '@trio/service-kit/config';
import { OutboxRelay } from '@trio/service-kit/events';
import { ProblemException } from '@trio/service-kit/http';
import { PropertiesCoreModule } from '../app.module';
import { PropertiesService, snapshotOf } from '../properties/properties.service';
import { PropertiesIndex } from '../search/properties-index';
import { searchDocumentOf } from '../search/search-document-of';
import { readPeopleFile } from '../seed/people-file';
import { publishPending, reindexFromDatabase, seedCatalogue } from '../seed/seed-catalogue';

const USAGE = `usage (from the repository root):
  npm run seed [-- --properties <n>]       the whole demo (users, then this service's seed); see README "Demo data"
  node -r @swc-node/register services/properties/src/ops/cli.ts seed --people <file> [--properties <n>]
      the demo catalogue (default 2000 properties), its images, listing requests, places and search index;
      <file> is written by the users service's \`seed-demo --out\`. Safe to repeat.
  npm run ops -- reindex                     rebuilds the properties search index from the database
  npm run ops -- feature --id <propertyId> [--off]
      features a property on the home page (or stops), publishing properties.property.updated.v1`;

function usage(message?: string): void {
  if (message) console.error(message);
  console.error(USAGE);
  process.exitCode = 2;
}

type Command =
  | { name: 'seed'; properties: number; people: string }
  | { name: 'reindex' }
  | { name: 'feature'; id: string; on: boolean };

function parse(argv: string[]): Command | string {
  const [command, ...rest] = argv;
  try {
    if (command === 'seed') {
      const { values } = parseArgs({
        args: rest,
        options: { properties: { type: 'string', default: '2000' }, people: { type: 'string' } },
        strict: true,
      });
      const properties = Number(values.properties);
      if (!Number.isInteger(properties) || properties < 0 || properties > 1_000_000) {
        return '--properties: expected a whole number from 0 to 1000000';
      }
      if (!values.people) return '--people: the people file (users seed-demo --out) is required';
      return { name: 'seed', properties, people: values.people };
    }
    if (command === 'reindex') {
      parseArgs({ args: rest, options: {}, strict: true });
      return { name: 'reindex' };
    }
    if (command === 'feature') {
      const { values } = parseArgs({
        args: rest,
        options: { id: { type: 'string' }, off: { type: 'boolean', default: false } },
        strict: true,
      });
      if (!values.id || !/^[0-9a-f]{24}$/.test(values.id)) return '--id: expected a property id (24 hex characters)';
      return { name: 'feature', id: values.id, on: !values.off };
    }
  } catch (err) {
    return (err as Error).message;
  }
  return command ? `unknown command ${command}` : '';
}

/**
 * Operations commands of the properties service. Each boots the service's core (database, outbox, Kafka producer,
 * media storage, search indexes), does its work through the same services the API uses, waits until the events
 * are published, and exits.
 */
async function run(argv: string[]): Promise<void> {
  const command = parse(argv);
  if (typeof command === 'string') return usage(command || undefined);
  const people = command.name === 'seed' ? readPeopleFile(command.people) : undefined;

  const began = Date.now();
  const app = await NestFactory.createApplicationContext(PropertiesCoreModule.forRoot(), {
    logger: ['error', 'warn'],
  });
  try {
    await app.init();
    if (command.name === 'seed') {
      console.log(`properties seed: ${command.properties} catalogue properties`);
      const summary = await seedCatalogue(app, {
        properties: command.properties,
        people: people!,
        print: (line) => console.log(`  ${line}`),
      });
      const relayBegan = Date.now();
      const pending = await publishPending(app);
      const relayTook = `${((Date.now() - relayBegan) / 1000).toFixed(1)} s`;
      console.log(
        (pending === 0
          ? `  events: every pending event published (${relayTook})\n`
          : `  events: ${pending} documents still have unpublished events; the service's relay publishes them when it runs\n`) +
          `properties seed done: ${summary.properties.total} properties in the database ` +
          `(${summary.properties.createdWithEvents} new with events, ${summary.properties.createdInBulk} new in bulk, ` +
          `${summary.properties.existed} existed) in ${((Date.now() - began) / 1000).toFixed(1)} s`,
      );
      return;
    }
    if (command.name === 'reindex') {
      const result = await reindexFromDatabase(app);
      console.log(
        `reindexed: ${result.indexed} properties into ${result.index}` +
          `${result.previous.length ? ` (replaced ${result.previous.join(', ')})` : ''}` +
          `${result.stale ? `, ${result.stale} stale duplicates` : ''} in ${((Date.now() - began) / 1000).toFixed(1)} s`,
      );
      return;
    }
    const properties = app.get(PropertiesService);
    const changed = await properties.setFeatured(command.id, command.on);
    const property = await properties.findById(command.id);
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
    await app.get(OutboxRelay).stop();
    console.log(
      changed
        ? `${command.on ? 'featured' : 'no longer featured'}: property ${command.id} (properties.property.updated.v1 published)`
        : `unchanged: property ${command.id} is ${command.on ? 'already' : 'not'} featured`,
    );
  } finally {
    await app.close();
  }
}

run(process.argv.slice(2)).catch((err: unknown) => {
  if (err instanceof ProblemException) console.error(err.message);
  else console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
