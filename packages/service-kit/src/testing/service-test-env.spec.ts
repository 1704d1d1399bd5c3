import { serviceTestEnv } from './service-test-env';

describe('serviceTestEnv', () => {
  const owned = [
    'SERVICE_NAME',
    'MONGO_DB',
    'EVENTS_TOPIC_PREFIX',
    'JOBS_PREFIX',
    'INTERNAL_IDENTITY_SECRET',
    'IDENTITY_HASH_SECRET',
    'SAVED_SEARCH_UNSUBSCRIBE_SECRET',
    'MEDIA_BUCKET',
    'PROPERTIES_INDEX',
    'PLACES_INDEX',
  ];

  it('names everything the service owns anew on each call, after the test, and listens on an ephemeral port', () => {
    const first = serviceTestEnv('payments-int', {});
    const second = serviceTestEnv('payments-int', {});
    for (const variable of owned) expect(first[variable]).not.toBe(second[variable]);
    expect(first.SERVICE_NAME).toMatch(/^payments-int-/);
    expect(first.MONGO_DB).toMatch(/^payments_int_\w+$/);
    expect(first.PORT).toBe('0');
  });

  it('keeps what it is given, over its own names', () => {
    const given = { MONGO_URL: 'mongodb://127.0.0.1:27017', LEASE_SWEEP_MS: '200', LOG_LEVEL: 'info' };
    expect(serviceTestEnv('leases', given)).toMatchObject(given);
  });
});
