import { Controller, Get } from '@nestjs/common';
import { createTransport } from 'nodemailer';
import { uniqueName } from '@trio/service-kit/testing/unique';
import { resolveAddresses } from '../../../infra/local/addresses';
import { bootApp, readCapturedMail } from '../src/testing';

@Controller('ping')
class PingController {
  @Get()
  ping() {
    return { pong: true };
  }
}

describe('testing helpers', () => {
  describe('bootApp', () => {
    it('serves the app on an ephemeral loopback port until closed', async () => {
      const booted = await bootApp({ controllers: [PingController] });
      expect(booted.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${booted.url}/ping`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ pong: true });
      expect(response.headers.get('x-correlation-id')).toBeTruthy();
      await booted.close();
      await expect(fetch(`${booted.url}/ping`)).rejects.toThrow();
    });
  });

  describe('readCapturedMail (real SMTP capture)', () => {
    const { smtpUrl, mailInboxUrl } = resolveAddresses();
    const transport = createTransport(smtpUrl);
    afterAll(() => transport.close());

    it('finds a sent message by subject, with its text, html, sender and recipients', async () => {
      const subject = `Rent reminder ${uniqueName('mail')}`;
      // Sent a little later, so the helper has to poll for it.
      setTimeout(() => {
        void transport.sendMail({
          from: '"Trio Rentals" <no-reply@trio.local>',
          to: 'tenant@example.in',
          subject,
          text: 'Rent of ₹25,000 is due on 1 December.',
          html: '<p>Rent of <b>₹25,000</b> is due on 1 December.</p>',
        });
      }, 300);
      const mail = await readCapturedMail(subject, 10_000);
      expect(mail.subject).toBe(subject);
      expect(mail.text?.trim()).toBe('Rent of ₹25,000 is due on 1 December.');
      expect(mail.html).toContain('<b>₹25,000</b>');
      expect(mail.to.map((t) => t.address)).toEqual(['tenant@example.in']);
      expect(mail.from[0]).toMatchObject({ address: 'no-reply@trio.local', name: 'Trio Rentals' });
      await fetch(`${mailInboxUrl}/email/${mail.id}`, { method: 'DELETE' });
    });

    it('finds a message by predicate', async () => {
      const marker = uniqueName('marker');
      await transport.sendMail({ from: 'a@trio.local', to: `${marker}@example.in`, subject: 'Welcome', text: 'hi' });
      const mail = await readCapturedMail((m) => m.to.some((t) => t.address === `${marker}@example.in`), 5_000);
      expect(mail.subject).toBe('Welcome');
      await fetch(`${mailInboxUrl}/email/${mail.id}`, { method: 'DELETE' });
    });

    it('rejects when no such message arrives in time', async () => {
      const subject = uniqueName('never-sent');
      await expect(readCapturedMail(subject, 500)).rejects.toThrow(`no mail with subject "${subject}"`);
    });
  });
});
