import {
  allDeadLetterTopics,
  allTopics,
  deadLetterTopic,
  deadLetterTopicFor,
  isTopic,
  serviceNames,
  Topic,
  topicOwner,
  type ServiceName,
} from './topics';

describe('topics', () => {
  it('lists the ownership table of ARCHITECTURE.md, once each', () => {
    expect([...allTopics].sort()).toEqual(
      [
        'applications.application',
        'applications.lease',
        'applications.message',
        'applications.conversation',
        'maintenance.request',
        'notifications.reminder',
        'payments.payment',
        'payments.rent',
        'payments.deposit',
        'properties.listing-request',
        'properties.property',
        'properties.saved-search',
        'properties.area-interest',
        'users.property-manager',
        'users.user',
      ].sort(),
    );
    expect(new Set(allTopics).size).toBe(allTopics.length);
  });

  it('names every topic <service>.<aggregate> with dots and hyphens only', () => {
    for (const topic of allTopics) {
      expect(topic).toMatch(/^[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*$/);
      expect(serviceNames).toContain(topic.split('.')[0]);
    }
  });

  it('gives every service at least one topic', () => {
    const owners = new Set(allTopics.map(topicOwner));
    expect([...owners].sort()).toEqual([...serviceNames].sort());
  });

  it('knows the owner of a topic and refuses an unknown one', () => {
    expect(topicOwner(Topic.PropertiesListingRequest)).toBe('properties');
    expect(topicOwner('users.property-manager')).toBe('users');
    expect(topicOwner(Topic.NotificationsReminder)).toBe('notifications');
    expect(() => topicOwner('users.favourite')).toThrow(/not a known topic/);
    expect(() => topicOwner('users.dlq')).toThrow(/not a known topic/);
    expect(isTopic('payments.rent')).toBe(true);
    expect(isTopic('payments')).toBe(false);
  });

  it('names dead-letter topics after the consuming service', () => {
    expect(deadLetterTopic('notifications')).toBe('notifications.dlq');
    expect(allDeadLetterTopics).toHaveLength(serviceNames.length);
    expect(() => deadLetterTopic('gateway' as ServiceName)).toThrow(/not a service name/);
    for (const dlq of allDeadLetterTopics) {
      expect(isTopic(dlq)).toBe(false);
    }
  });
});

describe('deadLetterTopicFor', () => {
  it('follows the same naming rule as deadLetterTopic, without requiring a known service', () => {
    expect(deadLetterTopicFor('payments')).toBe(deadLetterTopic('payments'));
    expect(deadLetterTopicFor('kittest-1a2b')).toBe('kittest-1a2b.dlq');
  });
});
