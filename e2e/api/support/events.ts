import { randomUUID } from 'node:crypto';
import { fixtureFor } from '@trio/contracts/fixtures';
import { createKafka } from '@trio/service-kit/events';
import type { Stack } from './stack';

/** Publishes events on the stack's own copy of a topic, keyed as their owning service keys them. */
export async function publishEvents(
  stack: Stack,
  topic: string,
  events: ReadonlyArray<{ key: string; event: unknown }>,
): Promise<void> {
  const producer = createKafka('e2e-publisher', stack.usersEnv.KAFKA_BROKERS!.split(',')).producer();
  await producer.connect();
  try {
    await producer.send({
      topic: stack.topicPrefix + topic,
      messages: events.map(({ key, event }) => ({ key, value: JSON.stringify(event) })),
    });
  } finally {
    await producer.disconnect();
  }
}

/** The captured initial payment of an approved application, as the payments service publishes it. */
export function initialPaymentCaptured(payment: {
  paymentId: string;
  applicationId: string;
  propertyId: string;
  payerId: string;
}) {
  const fixture = fixtureFor('payments.payment.captured.v1');
  return {
    ...fixture,
    id: randomUUID(),
    aggregateId: payment.paymentId,
    data: { ...fixture.data, ...payment, paymentType: 'initial' as const, leaseId: null, month: null },
  };
}
