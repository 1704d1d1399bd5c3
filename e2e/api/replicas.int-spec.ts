import { createKafka } from '@trio/service-kit/events';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { AssignerProtocol } from 'kafkajs';
import { REMINDER_SCHEDULER_ID, ReminderQueue } from '../../services/notifications/src/reminders/reminders.queue';
import { eventually } from './support/client';
import { signUp, type SignedIn } from './support/people';
import { startStack, type Stack } from './support/stack';

/**
 * Every service twice, as `npm run scale -- --replicas 2` runs them: the replicas of a service are one Kafka
 * consumer group, so each event is handled by one of them; the gateway takes them in turn.
 */
describe('two replicas of every service', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ replicas: 2 });
  }, 180_000);
  afterAll(() => stack?.close(), 120_000);

  it('splits each service’s partitions between its two replicas: none twice, none left out', async () => {
    await stack.settled(120_000);
    const admin = createKafka('e2e-replicas', stack.services.users.env.KAFKA_BROKERS!.split(',')).admin();
    await admin.connect();
    try {
      const groups = Object.values(stack.services).map((service) => service.env.SERVICE_NAME!);
      const described = await admin.describeGroups(groups);
      for (const group of described.groups) {
        const owned = group.members.map((member) => {
          const assignment = AssignerProtocol.MemberAssignment.decode(member.memberAssignment)?.assignment ?? {};
          return Object.entries(assignment).flatMap(([topic, partitions]) => partitions.map((p) => `${topic}#${p}`));
        });
        const topics = [...new Set(owned.flat().map((tp) => tp.split('#')[0]!))];
        const metadata = await admin.fetchTopicMetadata({ topics });
        const all = metadata.topics.flatMap((t) => t.partitions.map((p) => `${t.name}#${p.partitionId}`)).sort();
        expect({ group: group.groupId, state: group.state, members: group.members.length }).toEqual({
          group: group.groupId,
          state: 'Stable',
          members: 2,
        });
        // Each replica has work, no partition is handled twice, and together they handle them all.
        expect(owned.every((partitions) => partitions.length > 0)).toBe(true);
        expect(owned.flat().sort()).toEqual(all);
      }
    } finally {
      await admin.disconnect();
    }
  });

  it('handles each sign-up once: one welcome e-mail per person, whichever replicas served and handled it', async () => {
    const people: SignedIn[] = [];
    for (let i = 0; i < 6; i += 1) people.push(await signUp(stack));
    await stack.settled(120_000);
    const inbox = `${process.env.MAIL_INBOX_URL ?? 'http://127.0.0.1:1080'}/email`;
    const welcomes = await eventually(async () => {
      const mails = (await (await fetch(inbox)).json()) as { subject: string; to: { address: string }[] }[];
      const counts = people.map(
        (person) =>
          mails.filter(
            (mail) => /welcome/i.test(mail.subject) && mail.to.some((to) => to.address === person.user.email),
          ).length,
      );
      return counts.every((count) => count > 0) ? counts : undefined;
    }, 60_000);
    expect(welcomes).toEqual(people.map(() => 1));
  });

  it('keeps one daily reminder schedule although both notifications replicas set it up', async () => {
    const env = stack.services.notifications.env;
    const connection = new IORedis(env.REDIS_URL!, { maxRetriesPerRequest: null });
    const queue = new Queue(ReminderQueue.name, { connection, prefix: env.JOBS_PREFIX! });
    try {
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers.map((scheduler) => scheduler.key)).toEqual([REMINDER_SCHEDULER_ID]);
    } finally {
      await queue.close();
      connection.disconnect();
    }
  });
});
