import { messageHeaders, messageIdFor } from './mail-transport';

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

describe('messageHeaders', () => {
  it('marks every message with its mail-log id, and nothing else when nobody subscribed to it', () => {
    expect(messageHeaders({ messageKey: 'email|evt-1|welcome|meera.k@example.in' })).toEqual({
      'X-Trio-Mail-Id': 'email|evt-1|welcome|meera.k@example.in',
    });
  });

  it('gives an alert the one-click unsubscribe of RFC 8058: the address in angle brackets, and the POST it takes', () => {
    const unsubscribeUrl =
      'https://trio.rentals/trio/saved-searches/65a1f0c2e4b0a1b2c3d4ee01/unsubscribe?token=v1.a%2Bb';
    expect(messageHeaders({ messageKey: 'k', unsubscribeUrl })).toEqual({
      'X-Trio-Mail-Id': 'k',
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
