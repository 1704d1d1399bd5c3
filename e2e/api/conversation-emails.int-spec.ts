import type { Conversation, ConversationMessage } from '@trio/contracts/http/conversations';
import { type CapturedMail, readCapturedMail } from '@trio/service-kit/testing';
import { listingBody } from './support/authorisation-world';
import { eventually } from './support/client';
import { makeManager, signUp, type SignedIn } from './support/people';
import { startStack, type Stack } from './support/stack';

/*
 * Issue 28, item 3: a member who has not read a message within the wait (a short one here, by configuration) gets
 * one e-mail per conversation, not one per message, with the text and a link to the conversation; a member who read
 * in time gets none. The whole chain through the gateway: the post, applications' delayed look and its notice,
 * notifications' e-mail, read from the SMTP capture.
 */
describe('unread messages by e-mail, through the gateway', () => {
  const WAIT_MS = 3_000;
  const APP_URL = 'http://trio.test';
  let stack: Stack;
  let landlord: SignedIn;
  let renter: SignedIn;
  let manager: SignedIn & { managerId: string };

  const inbox = async (): Promise<CapturedMail[]> =>
    (await (await fetch(`${process.env.MAIL_INBOX_URL ?? 'http://127.0.0.1:1080'}/email`)).json()) as CapturedMail[];
  const unreadMailsTo = async (email: string) =>
    (await inbox()).filter(
      (mail) => mail.to.some((r) => r.address === email.toLowerCase()) && / unread messages?: /.test(mail.subject),
    );

  beforeAll(async () => {
    stack = await startStack({
      applications: { CONVERSATION_UNREAD_EMAIL_AFTER_MS: String(WAIT_MS) },
      notifications: { APP_URL },
    });
    landlord = await signUp(stack, { firstName: 'Asha', lastName: 'Rao' });
    renter = await signUp(stack, { firstName: 'Rohan', lastName: 'Kulkarni' });
    const m = await signUp(stack);
    manager = { ...m, managerId: await makeManager(stack, m, 'Priya Nair') };
  }, 120_000);
  afterAll(() => stack?.close());

  it('mails the manager once for three unread messages, with their text and the link; not the renter who read', async () => {
    const submitted = await landlord.client.call<{ _id: string }>('POST', '/trio/propertyListingRequest', {
      body: listingBody('7, Lane 3, Koregaon Park'),
    });
    const propertyId = submitted.body._id;
    expect(
      (
        await manager.client.call('PUT', `/trio/propertyListingRequest/${propertyId}/review`, {
          body: { action: 'approve' },
        })
      ).status,
    ).toBe(200);
    await eventually(async () =>
      (await stack.services.applications.db.collection('properties').countDocuments({ _id: propertyId as never })) === 1
        ? true
        : undefined,
    );
    const opened = await renter.client.call<Conversation>('POST', '/trio/conversations', {
      body: { about: { kind: 'home', id: propertyId } },
    });
    expect(opened.status).toBe(200);
    const conversationId = opened.body._id;

    const texts = ['Is the flat still available?', 'We are two, no pets.', 'Could we visit on <Saturday> & Sunday?'];
    for (const text of texts) {
      const posted = await renter.client.call<ConversationMessage>(
        'POST',
        `/trio/conversations/${conversationId}/messages`,
        { body: { text } },
      );
      expect(posted.status).toBe(201);
    }

    const mail = await readCapturedMail(
      (m) => m.to.some((r) => r.address === manager.user.email.toLowerCase()) && / unread messages?: /.test(m.subject),
      90_000,
    );
    expect(mail.subject).toBe(`3 unread messages: ${opened.body.title}`);
    expect(mail.text).toContain('Hello Priya Nair,');
    expect(mail.text?.match(/Rohan Kulkarni, \d+ \w+ \d{4}, [\d:]+ [ap]m IST:/g)).toHaveLength(3);
    for (const text of texts) expect(mail.text).toContain(text);
    expect(mail.html).toContain('Could we visit on &lt;Saturday&gt; &amp; Sunday?');
    const link = `${APP_URL}/inbox/${conversationId}`;
    expect(mail.text).toContain(`Read and reply: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);

    // The manager answers; the renter reads at once: no e-mail for the renter, and still one for the manager.
    const answer = await manager.client.call<ConversationMessage>(
      'POST',
      `/trio/conversations/${conversationId}/messages`,
      { body: { text: 'Yes; Saturday at 11 suits me.' } },
    );
    expect(answer.status).toBe(201);
    const read = await renter.client.call('POST', `/trio/conversations/${conversationId}/read`, {
      body: { seq: answer.body.seq },
    });
    expect(read.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS + 5_000));
    await stack.settled();
    expect(await unreadMailsTo(renter.user.email)).toEqual([]);
    expect(await unreadMailsTo(manager.user.email)).toHaveLength(1);
  }, 180_000);
});
