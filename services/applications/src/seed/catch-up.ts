import type { INestApplicationContext } from '@nestjs/common';
import { Topic } from '@trio/contracts/topics';
import { APP_CONFIG } from '@trio/service-kit/config';
import { catchUpTopics } from '@trio/service-kit/events';
import type { ApplicationsConfig } from '../config';
import { ManagersService } from '../managers/managers.service';
import { PeopleService } from '../people/people.service';
import { PropertiesService } from '../properties/properties.service';

/**
 * Brings the projections (properties, people, managers) up to date by reading their topics from the beginning to
 * their current end, with the same projection methods the handlers call (idempotent: versions decide). The seed
 * needs this because it runs before the service has ever consumed (`npm start` seeds first); reading the events is
 * the only way this service learns of properties.
 */
export async function catchUpProjections(app: INestApplicationContext): Promise<number> {
  const config = app.get<ApplicationsConfig>(APP_CONFIG);
  const prefix = config.EVENTS_TOPIC_PREFIX ?? '';
  const properties = app.get(PropertiesService);
  const people = app.get(PeopleService);
  const managers = app.get(ManagersService);
  return catchUpTopics({
    clientId: `${config.SERVICE_NAME}-catch-up`,
    brokers: config.KAFKA_BROKERS,
    topics: [Topic.UsersUser, Topic.UsersPropertyManager, Topic.PropertiesProperty].map((t) => prefix + t),
    apply: async (event) => {
      switch (event.type) {
        case 'properties.property.listed.v1':
        case 'properties.property.updated.v1':
          return properties.applySnapshot(event.data, event.aggregateVersion);
        case 'properties.property.status-changed.v1':
          return properties
            .applyStatus(event.data.propertyId, event.aggregateVersion, event.data.status)
            .catch(() => undefined);
        case 'users.user.registered.v1':
        case 'users.user.updated.v1':
          return people.apply(event.data, event.aggregateVersion);
        case 'users.property-manager.registered.v1':
        case 'users.property-manager.updated.v1':
          return managers.apply(event.data, event.aggregateVersion);
        default:
          return undefined;
      }
    },
  });
}
