import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { OutboxRelay } from '../events/outbox.relay';
import type { Service } from './define-service';

/** What `parseArgs` gives a command: its options by name. */
export type OpsValues = Record<string, string | boolean | (string | boolean)[] | undefined>;

/** The command line is wrong: the runner prints the message and the usage, and exits 2. */
export class OpsUsageError extends Error {
  override readonly name = 'OpsUsageError';
}

/** What a command gets besides its input. */
export interface OpsRun {
  /** When the command began (before the core booted), for the durations it reports. */
  startedAt: number;
}

export interface OpsCommand<I> {
  /** Its options, as `node:util` parseArgs takes them (strict: an unknown option is a usage error). */
  options?: ParseArgsConfig['options'];
  /** Its input from the parsed options; throw {@link OpsUsageError} for a wrong command line. */
  input: (values: OpsValues) => I;
  /** The work, through the same services the API uses, in the booted core. */
  run: (app: INestApplicationContext, input: I, run: OpsRun) => Promise<void>;
}

/** Declares one command (keeps its input's type between `input` and `run`). */
export function opsCommand<I>(command: OpsCommand<I>): OpsCommand<unknown> {
  return command as unknown as OpsCommand<unknown>;
}

export interface OpsCommands {
  /** Printed with every usage error. */
  usage: string;
  commands: Record<string, OpsCommand<unknown>>;
}

/** Exit codes: 0 done, 1 failed, 2 wrong command line. */
export async function runOpsCommand(service: Service, declared: OpsCommands, argv: string[]): Promise<0 | 1 | 2> {
  const usageError = (message?: string): 2 => {
    if (message) console.error(message);
    console.error(declared.usage);
    return 2;
  };
  const [name, ...args] = argv;
  const command = name !== undefined && Object.hasOwn(declared.commands, name) ? declared.commands[name] : undefined;
  if (!command) return usageError(name ? `unknown command ${name}` : undefined);
  let input: unknown;
  try {
    const { values } = parseArgs({ args, options: command.options ?? {}, strict: true });
    input = command.input(values);
  } catch (err) {
    return usageError(err instanceof Error ? err.message : String(err));
  }

  const startedAt = Date.now();
  try {
    const app = await NestFactory.createApplicationContext(service.coreModule(), { logger: ['error', 'warn'] });
    try {
      await app.init();
      await command.run(app, input, { startedAt });
      // The relay publishes right after each write; stopping it waits for that to finish.
      await app.get(OutboxRelay).stop();
    } finally {
      await app.close();
    }
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    return 1;
  }
  return 0;
}

/**
 * The main of a service's ops commands (`services/<name>/src/ops/cli.ts`): picks the command from the command
 * line, parses its options, boots the service's core (database, outbox, Kafka producer, shared features), runs it,
 * waits until its events are published and sets the exit code.
 *
 *   runOpsCommands(users, { usage: USAGE, commands: { 'add-manager': addManager, 'seed-demo': seedDemo } });
 */
export function runOpsCommands(service: Service, declared: OpsCommands): void {
  void runOpsCommand(service, declared, process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
