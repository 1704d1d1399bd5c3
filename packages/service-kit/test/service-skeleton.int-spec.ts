import { Controller, Get, Injectable, Param } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { uniqueName } from '@trio/service-kit/testing/unique';
import mongoose, { Schema, type Model } from 'mongoose';
import { z } from 'zod';
import { addressesToEnv, resolveAddresses } from '../../../infra/local/addresses';
import { ConfigError, serviceConfigSchema, type Env } from '../src/config';
import { createKafka } from '../src/events';
import { PublicInternal } from '../src/http';
import { defineFeature, defineService, opsCommand, OpsUsageError, runOpsCommand } from '../src/service';
import { send } from './http-support';

/** A service of one model: notes, written by an ops command and read over HTTP. */
const NOTE_MODEL = 'Note';
const noteSchema = new Schema({ _id: String, text: String }, { versionKey: false });

@Injectable()
class NotesService {
  constructor(@InjectModel(NOTE_MODEL) private readonly notes: Model<{ _id: string; text: string }>) {}

  async add(id: string, text: string): Promise<void> {
    await this.notes.create({ _id: id, text });
  }

  find(id: string) {
    return this.notes.findById(id).lean();
  }
}

@Controller('notes')
class NotesController {
  constructor(private readonly notes: NotesService) {}

  @Get(':id')
  @PublicInternal()
  async get(@Param('id') id: string) {
    return (await this.notes.find(id)) ?? { missing: id };
  }
}

const notes = defineService({
  name: 'notes',
  config: z.object({ ...serviceConfigSchema('notes', 0).shape, NOTES_GREETING: z.string().default('hello') }),
  publishes: [],
  models: [{ name: NOTE_MODEL, schema: noteSchema }],
  providers: [NotesService],
  features: [defineFeature({ controllers: [NotesController] })],
});

const addNote = opsCommand({
  options: { id: { type: 'string' }, text: { type: 'string' } },
  input: (values) => {
    if (typeof values.id !== 'string' || typeof values.text !== 'string') {
      throw new OpsUsageError('--id and --text are required');
    }
    return { id: values.id, text: values.text };
  },
  run: async (app, input) => app.get(NotesService).add(input.id, input.text),
});
const commands = { usage: 'usage: add-note --id <id> --text <text>', commands: { 'add-note': addNote } };

const topicPrefix = `${uniqueName('skeleton').toLowerCase()}.`;
const env: Env = {
  ...addressesToEnv(resolveAddresses()),
  SERVICE_NAME: uniqueName('notes')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-'),
  PORT: '0',
  LOG_LEVEL: 'silent',
  MONGO_DB: uniqueName('notes_it').replace(/[^A-Za-z0-9_]/g, '_'),
  INTERNAL_IDENTITY_SECRET: 'service-skeleton-secret-0123456789abcdef',
  EVENTS_TOPIC_PREFIX: topicPrefix,
};

let service: Awaited<ReturnType<typeof notes.start>> | undefined;
let db: mongoose.Connection;

/** Runs an ops command with the test's environment, capturing what it prints. */
async function ops(argv: string[]): Promise<{ code: number; errors: string[] }> {
  const saved = { ...process.env };
  const errors: string[] = [];
  const error = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.join(' '));
  });
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  Object.assign(process.env, env);
  try {
    return { code: await runOpsCommand(notes, commands, argv), errors };
  } finally {
    process.env = saved;
    error.mockRestore();
    log.mockRestore();
  }
}

beforeAll(async () => {
  service = await notes.start({ env, shutdownHooks: false });
  db = await mongoose.createConnection(env.MONGO_URL!, { dbName: env.MONGO_DB }).asPromise();
});

afterAll(async () => {
  await service?.close();
  await db?.dropDatabase();
  await db?.close();
  const admin = createKafka('skeleton-cleanup', env.KAFKA_BROKERS!.split(',')).admin();
  await admin.connect();
  const topics = (await admin.listTopics()).filter((topic) => topic.startsWith(topicPrefix));
  if (topics.length > 0) await admin.deleteTopics({ topics });
  await admin.disconnect();
});

describe('a service declared with defineService', () => {
  it('starts on its own database with its config, answers its routes and reports ready on MongoDB, Kafka and Redis, with its outbox backlog', async () => {
    expect(service!.config).toMatchObject({ MONGO_DB: env.MONGO_DB, NOTES_GREETING: 'hello' });
    const ready = await send(`${service!.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(Object.keys(ready.body.checks as object).sort()).toEqual(['kafka', 'mongo', 'outbox', 'redis']);
    await db.collection('notes').insertOne({ _id: 'n-1', text: 'stored directly' } as never);
    const note = await send(`${service!.url}/notes/n-1`);
    expect(note.body).toEqual({ _id: 'n-1', text: 'stored directly' });
  });

  it('serves its Prometheus metrics on its own port, without the gateway identity', async () => {
    await send(`${service!.url}/notes/n-1`);
    const scrape = await fetch(`${service!.url}/metrics`);
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toContain('text/plain');
    const text = await scrape.text();
    expect(text).toContain(`service="${env.SERVICE_NAME}"`);
    expect(text).toMatch(/http_requests_total\{[^}]*method="GET",route="\/notes\/:id",status="200"/);
  });

  it('refuses to start with a bad environment, naming every bad variable', async () => {
    const error: unknown = await notes
      .start({ env: { ...env, MONGO_DB: 'no/slashes', PORT: 'eighty' }, shutdownHooks: false })
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems.map((p) => p.variable).sort()).toEqual(['MONGO_DB', 'PORT']);
  });

  it('runs an ops command in its core: the write is in its database and its API sees it', async () => {
    const result = await ops(['add-note', '--id', 'n-2', '--text', 'from ops']);
    expect(result).toEqual({ code: 0, errors: [] });
    expect(await db.collection('notes').findOne({ _id: 'n-2' } as never)).toEqual({ _id: 'n-2', text: 'from ops' });
    expect((await send(`${service!.url}/notes/n-2`)).body).toEqual({ _id: 'n-2', text: 'from ops' });
  });

  it('answers a wrong command line with the usage and exit code 2, and a failed command with 1', async () => {
    const unknown = await ops(['remove-note']);
    expect(unknown.code).toBe(2);
    expect(unknown.errors).toEqual(['unknown command remove-note', commands.usage]);

    const missing = await ops(['add-note', '--id', 'n-3']);
    expect(missing).toEqual({ code: 2, errors: ['--id and --text are required', commands.usage] });

    const extra = await ops(['add-note', '--id', 'n-3', '--text', 't', '--colour', 'red']);
    expect(extra.code).toBe(2);
    expect(extra.errors[0]).toMatch(/--colour/);

    const duplicate = await ops(['add-note', '--id', 'n-2', '--text', 'again']);
    expect(duplicate.code).toBe(1);
    expect(duplicate.errors.join('\n')).toMatch(/duplicate key/i);
  });
});
