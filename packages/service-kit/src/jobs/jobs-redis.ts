import { Inject, Injectable, Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { closeRedis } from '../redis/close-redis';
import { JOBS_MODULE_OPTIONS, type JobsModuleOptions } from './jobs-options';

/**
 * The module's Redis connections, opened on first use. BullMQ never closes a connection it is given, so these are
 * closed here, after the queues and workers that use them (see JobQueue.onApplicationShutdown).
 * - producer: shared by every Queue (adding jobs, schedules); default retry per request, so a call fails
 *   rather than hanging forever when Redis is gone;
 * - worker: shared by every Worker for its non-blocking commands (BullMQ duplicates it for the blocking ones and
 *   closes those itself); `maxRetriesPerRequest: null` as BullMQ requires.
 */
@Injectable()
export class JobsRedis {
  private readonly logger = new Logger('Jobs');
  private producerClient: Redis | undefined;
  private workerClient: Redis | undefined;
  private closed = false;

  constructor(@Inject(JOBS_MODULE_OPTIONS) private readonly options: JobsModuleOptions) {}

  producer(): Redis {
    this.producerClient ??= this.open('trio-jobs-producer', {});
    return this.producerClient;
  }

  worker(): Redis {
    this.workerClient ??= this.open('trio-jobs-worker', { maxRetriesPerRequest: null });
    return this.workerClient;
  }

  async close(): Promise<void> {
    this.closed = true;
    const clients = [this.producerClient, this.workerClient].filter((c): c is Redis => c !== undefined);
    this.producerClient = undefined;
    this.workerClient = undefined;
    await Promise.all(clients.map((client) => closeRedis(client)));
  }

  private open(connectionName: string, extra: { maxRetriesPerRequest?: null }): Redis {
    if (this.closed) throw new Error('JobsModule is shut down: its Redis connections are closed');
    const client = new Redis(this.options.connection, { connectionName, ...extra });
    let lastError = '';
    client.on('error', (error: Error) => {
      // ioredis repeats the same error on every reconnect attempt; log each distinct one once.
      if (error.message === lastError) return;
      lastError = error.message;
      this.logger.error(`Redis connection ${connectionName}: ${error.message}`);
    });
    client.on('ready', () => {
      lastError = '';
    });
    return client;
  }
}
