import { createTransport } from 'nodemailer';
import { resolveAddresses } from '../local/addresses';
import { uniqueName } from '@trio/service-kit/testing/unique';

interface CapturedMail {
  id: string;
  subject: string;
  text: string;
  to: { address: string }[];
  from: { address: string; name: string }[];
}

async function waitForMail(inbox: string, subject: string, timeoutMs = 10_000): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${inbox}/email`);
    const mails = (await res.json()) as CapturedMail[];
    const found = mails.find((m) => m.subject === subject);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail with subject "${subject}" arrived within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('mail (nodemailer into the SMTP capture)', () => {
  const { smtpUrl, mailInboxUrl } = resolveAddresses();
  const transport = createTransport(smtpUrl);

  afterAll(() => transport.close());

  it('delivers a message that shows in the capture inbox with its subject, body and recipient', async () => {
    const subject = `Your rent is due: ${uniqueName('smoke')}`;
    await transport.sendMail({
      from: '"Trio Rentals" <no-reply@trio.local>',
      to: 'tenant@example.in',
      subject,
      text: 'Rent of ₹25,000 for Sunny 2BHK is due on 1 December.',
    });
    const mail = await waitForMail(mailInboxUrl, subject);
    expect(mail.text.trim()).toBe('Rent of ₹25,000 for Sunny 2BHK is due on 1 December.');
    expect(mail.to.map((t) => t.address)).toEqual(['tenant@example.in']);
    expect(mail.from[0]).toMatchObject({ address: 'no-reply@trio.local', name: 'Trio Rentals' });
    await fetch(`${mailInboxUrl}/email/${mail.id}`, { method: 'DELETE' });
  });
});
