import type { OutboxRelay } from '../events/outbox.relay';
import { HealthService } from './health.service';

describe('HealthService readiness', () => {
  const up = { name: 'mongo', check: async () => undefined };

  it('adds the outbox backlog when the app publishes events, as details of a check that stays up', async () => {
    const recordedAt = new Date(Date.now() - 90_000);
    const relay = {
      backlog: () => ({
        sweptAt: new Date('2026-01-01T00:00:00Z'),
        pendingDocuments: 1,
        oldest: {
          aggregateId: 'prop-1',
          eventId: 'e1',
          type: 'properties.property.listed.v1',
          topic: 'properties.property',
          recordedAt,
          attempts: 3,
          lastError: 'This server does not host this topic-partition',
        },
      }),
    } as unknown as OutboxRelay;
    const report = await new HealthService({ indicators: [up] }, undefined, relay).readiness();
    expect(report.status).toBe('up');
    expect(Object.keys(report.checks)).toEqual(['mongo', 'outbox']);
    const details = report.checks.outbox?.details as Record<string, unknown>;
    expect(details).toMatchObject({
      sweptAt: '2026-01-01T00:00:00.000Z',
      pendingDocuments: 1,
      oldestPending: { eventId: 'e1', attempts: 3, recordedAt: recordedAt.toISOString() },
    });
    expect(details.oldestPendingAgeMs).toBeGreaterThanOrEqual(90_000);
  });

  it('says when nothing was swept yet, and adds nothing without events', async () => {
    const relay = { backlog: () => undefined } as unknown as OutboxRelay;
    const withRelay = await new HealthService({ indicators: [up] }, undefined, relay).readiness();
    expect(withRelay.checks.outbox).toMatchObject({ status: 'up', details: { swept: false } });
    const without = await new HealthService({ indicators: [up] }).readiness();
    expect(Object.keys(without.checks)).toEqual(['mongo']);
  });
});
