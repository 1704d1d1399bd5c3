import type { INestApplicationContext } from '@nestjs/common';
import { Topic } from '@trio/contracts/topics';
import { catchUpThroughHandlers } from '@trio/service-kit/events';
import { applications } from '../app.module';

/**
 * Brings the copies (properties, people, managers, maintenance requests) up to date by reading their topics from the beginning to their
 * current end through this service's own event handlers (idempotent: versions decide). The seed needs this because
 * it runs before the service has ever consumed (`npm start` seeds first); reading the events is the only way this
 * service learns of properties.
 */
export function catchUpCopies(app: INestApplicationContext): Promise<number> {
  return catchUpThroughHandlers(app, {
    topics: [Topic.UsersUser, Topic.UsersPropertyManager, Topic.PropertiesProperty, Topic.MaintenanceRequest],
    handlers: applications.eventHandlers,
  });
}
