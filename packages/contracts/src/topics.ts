/**
 * Kafka topics: one per aggregate, named `<owning service>.<aggregate>` (ARCHITECTURE.md, "Ownership and flow").
 * Message key = aggregate id. Kafka does not create topics on demand here, so infra provisions exactly these
 * plus one dead-letter topic per consuming service.
 */

/** The six services that own data, publish events and consume them (each is also its consumer group id). */
export const serviceNames = [
  'users',
  'properties',
  'applications',
  'payments',
  'maintenance',
  'notifications',
] as const;
export type ServiceName = (typeof serviceNames)[number];

export const Topic = {
  UsersUser: 'users.user',
  UsersPropertyManager: 'users.property-manager',
  PropertiesListingRequest: 'properties.listing-request',
  PropertiesProperty: 'properties.property',
  PropertiesSavedSearch: 'properties.saved-search',
  PropertiesAreaInterest: 'properties.area-interest',
  ApplicationsApplication: 'applications.application',
  ApplicationsLease: 'applications.lease',
  ApplicationsMessage: 'applications.message',
  ApplicationsConversation: 'applications.conversation',
  PaymentsPayment: 'payments.payment',
  PaymentsRent: 'payments.rent',
  PaymentsDeposit: 'payments.deposit',
  MaintenanceRequest: 'maintenance.request',
  NotificationsReminder: 'notifications.reminder',
} as const;
export type Topic = (typeof Topic)[keyof typeof Topic];

export const allTopics: readonly Topic[] = Object.freeze(Object.values(Topic));

export function isTopic(value: string): value is Topic {
  return (allTopics as readonly string[]).includes(value);
}

export function isServiceName(value: string): value is ServiceName {
  return (serviceNames as readonly string[]).includes(value);
}

/** The service that owns (and alone publishes on) a topic. Throws for a name that is not in `allTopics`. */
export function topicOwner(topic: string): ServiceName {
  if (!isTopic(topic)) {
    throw new Error(`"${topic}" is not a known topic; known topics: ${allTopics.join(', ')}`);
  }
  const owner = topic.slice(0, topic.indexOf('.'));
  if (!isServiceName(owner)) {
    // Unreachable while every constant above starts with a service name; the topics test guards that.
    throw new Error(`Topic "${topic}" does not start with a service name`);
  }
  return owner;
}

export type DeadLetterTopic = `${ServiceName}.dlq`;

/**
 * Where a consuming service parks a message it gave up on (original topic, partition, offset and error travel in
 * the headers).
 */
export function deadLetterTopic(service: ServiceName): DeadLetterTopic {
  if (!isServiceName(service)) {
    throw new Error(`"${String(service)}" is not a service name; known: ${serviceNames.join(', ')}`);
  }
  return deadLetterTopicFor(service) as DeadLetterTopic;
}

/** The dead-letter naming rule, unchecked: for a consumer whose name is not (yet) a known service, e.g. in tests. */
export function deadLetterTopicFor(consumer: string): string {
  return `${consumer}.dlq`;
}

export const allDeadLetterTopics: readonly DeadLetterTopic[] = Object.freeze(serviceNames.map(deadLetterTopic));
