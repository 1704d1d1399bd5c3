import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { parseEvent } from '@trio/contracts/registry';
import { Topic } from '@trio/contracts/topics';
import { APP_CONFIG } from '@trio/service-kit/config';
import { createKafka } from '@trio/service-kit/events';
import type { ApplicationsConfig } from '../config';
import { ManagersService } from '../managers/managers.service';
import { PeopleService } from '../people/people.service';
import { PropertiesService } from '../properties/properties.service';

const TOPICS = [Topic.UsersUser, Topic.UsersPropertyManager, Topic.PropertiesProperty];

/**
 * Brings the projections (properties, people, managers) up to date by reading their topics from the beginning to
 * their current end, with the same projection methods the handlers call (idempotent: versions decide). The seed
 * needs this because it runs before the service has ever consumed (`npm start` seeds first); reading the events is
 * the only way this service learns of properties. Uses a throw-away consumer group, deleted afterwards.
 */
export async function catchUpProjections(app: INestApplicationContext): Promise<number> {
  const config = app.get<ApplicationsConfig>(APP_CONFIG);
  const prefix = config.EVENTS_TOPIC_PREFIX ?? '';
  const kafka = createKafka(`${config.SERVICE_NAME}-catch-up`, config.KAFKA_BROKERS);
  const admin = kafka.admin();
  await admin.connect();
  const remaining = new Map<string, number>();
  const topics: string[] = [];
  try {
    const existing = new Set(await admin.listTopics());
    for (const topic of TOPICS.map((t) => prefix + t)) {
      if (!existing.has(topic)) continue;
      topics.push(topic);
      for (const { partition, high, low } of await admin.fetchTopicOffsets(topic)) {
        if (Number(high) > Number(low)) remaining.set(`${topic}/${partition}`, Number(high));
      }
    }
  } finally {
    await admin.disconnect();
  }
  if (remaining.size === 0) return 0;

  const properties = app.get(PropertiesService);
  const people = app.get(PeopleService);
  const managers = app.get(ManagersService);
  const groupId = `${config.SERVICE_NAME}-catch-up-${randomUUID()}`;
  const consumer = kafka.consumer({ groupId });
  let applied = 0;
  await consumer.connect();
  try {
    await consumer.subscribe({ topics, fromBeginning: true });
    await new Promise<void>((resolve, reject) => {
      consumer
        .run({
          eachMessage: async ({ topic, partition, message }) => {
            const parsed = message.value ? parseEvent(JSON.parse(message.value.toString('utf8'))) : undefined;
            if (parsed?.ok) {
              const { event } = parsed;
              switch (event.type) {
                case 'properties.property.listed.v1':
                case 'properties.property.updated.v1':
                  await properties.applySnapshot(event.data, event.aggregateVersion);
                  break;
                case 'properties.property.status-changed.v1':
                  await properties
                    .applyStatus(event.data.propertyId, event.aggregateVersion, event.data.status)
                    .catch(() => undefined);
                  break;
                case 'users.user.registered.v1':
                case 'users.user.updated.v1':
                  await people.apply(event.data, event.aggregateVersion);
                  break;
                case 'users.property-manager.registered.v1':
                case 'users.property-manager.updated.v1':
                  await managers.apply(event.data, event.aggregateVersion);
                  break;
                default:
                  break;
              }
              applied += 1;
            }
            const key = `${topic}/${partition}`;
            const end = remaining.get(key);
            if (end !== undefined && Number(message.offset) + 1 >= end) remaining.delete(key);
            if (remaining.size === 0) resolve();
          },
        })
        .catch(reject);
    });
  } finally {
    await consumer.disconnect();
    const cleanup = kafka.admin();
    await cleanup.connect();
    await cleanup.deleteGroups([groupId]).catch(() => undefined);
    await cleanup.disconnect();
  }
  return applied;
}
