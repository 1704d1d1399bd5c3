import { ManualClock } from '@trio/service-kit/clock';
import { ImageLinks } from './image-links';

const id = '9f3c2a7be41d08c5a6f10b2e';
const clock = new ManualClock(new Date('2026-11-27T10:20:00Z'));
const links = new ImageLinks('a secret of at least thirty-two characters', clock);

function signatureOf(url: string) {
  const query = new URL(url, 'http://trio.example').searchParams;
  return { exp: query.get('exp') ?? undefined, sig: query.get('sig') ?? undefined };
}

describe('ImageLinks', () => {
  it('gives a property image plain public addresses', () => {
    expect(links.addressesOf('property', id)).toEqual({
      url: `/trio/properties/propertyImages/${id}`,
      thumbnailUrl: `/trio/properties/propertyImages/${id}?variant=thumbnail`,
    });
  });

  it('signs a listing request image per variant, valid a day or more and the same within the hour', () => {
    const { url, thumbnailUrl } = links.addressesOf('listing-request', id);
    expect(url).toMatch(new RegExp(`^/trio/properties/propertyImages/${id}\\?exp=\\d+&sig=[\\w-]{43}$`));
    expect(thumbnailUrl).toMatch(/\?variant=thumbnail&exp=\d+&sig=/);
    expect(links.isSigned(id, 'web', signatureOf(url))).toBe(true);
    expect(links.isSigned(id, 'thumbnail', signatureOf(thumbnailUrl))).toBe(true);
    // Expires at 11:00 the next day: the end of the hour a day from now.
    expect(signatureOf(url).exp).toBe(String(Date.parse('2026-11-28T11:00:00Z') / 1000));
    clock.set(new Date('2026-11-27T10:50:00Z'));
    expect(links.addressesOf('listing-request', id).url).toBe(url);
  });

  it('refuses another image, another variant, a changed expiry, another key and an expired address', () => {
    clock.set(new Date('2026-11-27T10:20:00Z'));
    const { url } = links.addressesOf('listing-request', id);
    const signature = signatureOf(url);
    expect(links.isSigned('9f3c2a7be41d08c5a6f10b2f', 'web', signature)).toBe(false);
    expect(links.isSigned(id, 'thumbnail', signature)).toBe(false);
    expect(links.isSigned(id, 'web', { ...signature, exp: String(Number(signature.exp) + 3600) })).toBe(false);
    expect(new ImageLinks('another secret of thirty-two characters!', clock).isSigned(id, 'web', signature)).toBe(
      false,
    );
    expect(links.isSigned(id, 'web', {})).toBe(false);
    expect(links.isSigned(id, 'web', { exp: signature.exp, sig: 'x' })).toBe(false);
    clock.set(new Date('2026-11-28T11:00:00Z'));
    expect(links.isSigned(id, 'web', signature)).toBe(false);
  });
});
