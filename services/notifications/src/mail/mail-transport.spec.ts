import { messageIdFor } from './mail-transport';

describe('messageIdFor', () => {
  const from = 'Trio Rentals <no-reply@trio.rentals>';

  it('gives every attempt at one mail-log entry the same Message-ID, and another entry another', () => {
    const key = 'email|evt-1|welcome|meera.k@example.in';
    expect(messageIdFor(key, from)).toBe(messageIdFor(key, from));
    expect(messageIdFor(key, from)).not.toBe(messageIdFor('email|evt-2|welcome|meera.k@example.in', from));
  });

  it('is a valid Message-ID on the sender’s domain, whatever the key holds', () => {
    expect(messageIdFor('email|evt-1|welcome|meera.k@example.in', from)).toMatch(/^<[0-9a-f]{40}@trio\.rentals>$/);
    expect(messageIdFor('k', 'alerts@mail.example.com')).toMatch(/^<[0-9a-f]{40}@mail\.example\.com>$/);
  });
});
