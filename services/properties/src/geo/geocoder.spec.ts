import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';

import { findLocality } from './gazetteer';
import {
  createGeocoder,
  DEFAULT_USER_AGENT,
  FallbackGeocoder,
  type Geocoder,
  GeocoderError,
  type GeocodeResult,
  NominatimGeocoder,
  OfflineGeocoder,
} from './geocoder';

const centreOf = (locality: string, city?: string) => {
  const found = findLocality(locality, city);
  if (!found) throw new Error(`${locality} is not in the gazetteer`);
  return found.centre;
};

describe('OfflineGeocoder, structured addresses', () => {
  const geocoder = new OfflineGeocoder();

  it('places a listing address at its locality', async () => {
    const result = await geocoder.geocode({
      line1: '14 Carter Road',
      locality: 'Bandra West',
      city: 'Mumbai',
      state: 'Maharashtra',
      pinCode: '400050',
    });
    expect(result).toEqual({
      point: { lat: 19.0596, lon: 72.8295 },
      precision: 'locality',
      city: 'Mumbai',
      state: 'Maharashtra',
      locality: 'Bandra West',
      pinCode: '400050',
    });
  });

  it('tolerates an alias for the city and a typo in the locality', async () => {
    const result = await geocoder.geocode({ locality: 'Koramangla', city: 'Bangalore', pinCode: '560095' });
    expect(result).toMatchObject({
      precision: 'locality',
      city: 'Bengaluru',
      locality: 'Koramangala',
      pinCode: '560095',
    });
    expect(result?.point).toEqual(centreOf('Koramangala'));
  });

  it('finds the locality in the street line when the form has no locality field', async () => {
    const result = await geocoder.geocode({
      line1: '221, 27th Main, HSR Layout Sector 2',
      city: 'Bengaluru',
      state: 'Karnataka',
      pinCode: '560102',
    });
    expect(result).toMatchObject({ precision: 'locality', locality: 'HSR Layout', state: 'Karnataka' });
  });

  it('lets the city decide between localities of the same name', async () => {
    const chennai = await geocoder.geocode({ locality: 'Ashok Nagar', city: 'Chennai', pinCode: '600083' });
    const delhi = await geocoder.geocode({ locality: 'Ashok Nagar', city: 'New Delhi' });
    expect(chennai).toMatchObject({ city: 'Chennai', state: 'Tamil Nadu', point: centreOf('Ashok Nagar', 'Chennai') });
    expect(delhi).toMatchObject({ city: 'Delhi', state: 'Delhi', pinCode: '110018' });
  });

  it('falls back to the PIN code when the locality is unknown', async () => {
    const result = await geocoder.geocode({
      line1: '5 Hill View Lane',
      locality: 'Nowhere Colony',
      city: 'Pune',
      pinCode: '411038',
    });
    expect(result).toEqual({
      point: centreOf('Kothrud'),
      precision: 'pin',
      city: 'Pune',
      state: 'Maharashtra',
      locality: 'Kothrud',
      pinCode: '411038',
    });
  });

  it('takes the city from the PIN code when the city is missing', async () => {
    const result = await geocoder.geocode({ line1: '1 Main Road', pinCode: '560034' });
    expect(result).toMatchObject({ precision: 'pin', city: 'Bengaluru', locality: 'Koramangala' });
  });

  it('uses the middle of the localities a shared PIN covers, naming none', async () => {
    const result = await geocoder.geocode({ line1: 'B-12', city: 'Delhi', pinCode: '110016' });
    const hauzKhas = centreOf('Hauz Khas');
    const greenPark = centreOf('Green Park');
    expect(result?.precision).toBe('pin');
    expect(result?.locality).toBeUndefined();
    expect(result?.point.lat).toBeCloseTo((hauzKhas.lat + greenPark.lat) / 2, 4);
    expect(result?.point.lon).toBeCloseTo((hauzKhas.lon + greenPark.lon) / 2, 4);
  });

  it('falls back to the city centre for an unlisted PIN of the city', async () => {
    const result = await geocoder.geocode({
      line1: '3 Beach Road',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pinCode: '600099',
    });
    expect(result).toEqual({
      point: { lat: 13.0827, lon: 80.2707 },
      precision: 'city',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pinCode: '600099',
    });
  });

  it('trusts the named city over a PIN code of another city', async () => {
    const result = await geocoder.geocode({ line1: '9 FC Road', city: 'Pune', pinCode: '560034' });
    expect(result).toEqual({
      point: { lat: 18.5204, lon: 73.8567 },
      precision: 'city',
      city: 'Pune',
      state: 'Maharashtra',
    });
  });

  it.each([
    { line1: 'asdf', city: 'Atlantis', pinCode: '999999' },
    { state: 'Karnataka' },
    { line1: '12 Station Road', city: 'Thane', pinCode: '400601' },
    {},
  ])('returns null for %p', async (query) => {
    expect(await geocoder.geocode(query)).toBeNull();
  });
});

describe('OfflineGeocoder, free text', () => {
  const geocoder = new OfflineGeocoder();

  it.each([
    ['14 Carter Road, Bandra West, Mumbai 400050', 'Mumbai', 'Bandra West', '400050'],
    ['Flat 3B, Prestige Tower, Koramangala 5th Block, Bangalore - 560095', 'Bengaluru', 'Koramangala', '560095'],
    ['Tower 4, DLF Phase 2, Gurgaon', 'Gurugram', 'DLF Phase 2', '122002'],
    ['Sector V, Salt Lake City, Calcutta', 'Kolkata', 'Salt Lake', '700091'],
    ['Plot 7, Road No. 36, Jubilee Hills, Hyderabad', 'Hyderabad', 'Jubilee Hills', '500033'],
    ['Lokhandwala Complex, Andheri (W), Mumbai', 'Mumbai', 'Andheri West', '400053'],
    ['22 4th Avenue, Besant Nagar, Chennai 600090', 'Chennai', 'Besant Nagar', '600090'],
    ['Ashok Nagar, Chennai', 'Chennai', 'Ashok Nagar', '600083'],
    ['Whitefeild, Bengaluru', 'Bengaluru', 'Whitefield', '560066'],
    ['Powai', 'Mumbai', 'Powai', '400076'],
  ])('%p → %s, %s', async (text, city, locality, pinCode) => {
    const result = await geocoder.geocode(text);
    expect(result).toMatchObject({ precision: 'locality', city, locality, pinCode });
    expect(result?.point).toEqual(centreOf(locality, city));
  });

  it('falls back to the PIN code, then to the city', async () => {
    expect(await geocoder.geocode('House 5, Sector 9, Gurugram 122001')).toMatchObject({
      precision: 'pin',
      city: 'Gurugram',
      pinCode: '122001',
    });
    expect(await geocoder.geocode('Near Lodhi Garden, New Delhi 110003')).toEqual({
      point: { lat: 28.6139, lon: 77.209 },
      precision: 'city',
      city: 'Delhi',
      state: 'Delhi',
      pinCode: '110003',
    });
    expect(await geocoder.geocode('MADRAS')).toMatchObject({ precision: 'city', city: 'Chennai', state: 'Tamil Nadu' });
  });

  it("does not take a locality of another city (Pune's Kasba Peth is not Kolkata's Kasba)", async () => {
    expect(await geocoder.geocode('Kasba Peth, Pune 411011')).toMatchObject({ precision: 'city', city: 'Pune' });
  });

  it.each(['', 'qwerty zxcvb', 'Ashok Nagar', '1600 Pennsylvania Avenue, Washington 20500', 'Main Road 999999'])(
    'returns null for %p',
    async (text) => {
      expect(await geocoder.geocode(text)).toBeNull();
    },
  );
});

interface Recorded {
  url: URL;
  headers: IncomingHttpHeaders;
}

/** A tiny Nominatim stand-in on 127.0.0.1: answers with whatever `reply` says for the request. */
async function startNominatim(
  reply: (url: URL) => { status?: number; body: unknown; delayMs?: number },
): Promise<{ baseUrl: string; requests: Recorded[]; close: () => Promise<void> }> {
  const requests: Recorded[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push({ url, headers: request.headers });
    const { status = 200, body, delayMs = 0 } = reply(url);
    setTimeout(() => {
      if (response.destroyed) return;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const carterRoad = {
  place_id: 1,
  lat: '19.0653',
  lon: '72.8226',
  addresstype: 'road',
  type: 'secondary',
  place_rank: 26,
  display_name: 'Carter Road, Bandra West, Mumbai, Maharashtra, 400050, India',
  address: {
    road: 'Carter Road',
    suburb: 'Bandra West',
    city: 'Mumbai',
    state: 'Maharashtra',
    postcode: '400050',
    country_code: 'in',
  },
};
const bangaloreCity = {
  lat: '12.9767936',
  lon: '77.590082',
  addresstype: 'city',
  place_rank: 16,
  address: { city: 'Bangalore', state_district: 'Bangalore Urban', state: 'Karnataka', country_code: 'in' },
};
const postcode = {
  lat: '12.9340',
  lon: '77.6260',
  addresstype: 'postcode',
  place_rank: 21,
  address: { postcode: '560 034', city: 'Bengaluru', state: 'Karnataka' },
};

describe('NominatimGeocoder (against a local stand-in)', () => {
  let nominatim: Awaited<ReturnType<typeof startNominatim>>;

  beforeAll(async () => {
    nominatim = await startNominatim((url) => {
      const q = url.searchParams.get('q') ?? '';
      if (q.includes('Carter Road')) return { body: [carterRoad] };
      if (q === 'Bangalore') return { body: [bangaloreCity] };
      if (q === '560034') return { body: [postcode] };
      if (q === 'broken') return { status: 503, body: { error: 'overloaded' } };
      if (q === 'slow') return { body: [carterRoad], delayMs: 1_000 };
      if (q === 'odd') return { body: { error: 'not a list' } };
      if (q === 'nowhere') return { body: [{ lat: 'x', lon: '72.8' }] };
      return { body: [] };
    });
  });
  afterAll(() => nominatim.close());
  beforeEach(() => {
    nominatim.requests.length = 0;
  });

  it('asks /search for Indian places with a User-Agent, and reads the best hit', async () => {
    const geocoder = new NominatimGeocoder({ baseUrl: nominatim.baseUrl, userAgent: 'trio-test/1.0' });
    const result = await geocoder.geocode('14 Carter Road, Bandra West, Mumbai 400050');
    expect(result).toEqual({
      point: { lat: 19.0653, lon: 72.8226 },
      precision: 'locality',
      city: 'Mumbai',
      state: 'Maharashtra',
      locality: 'Bandra West',
      pinCode: '400050',
    });
    expect(nominatim.requests).toHaveLength(1);
    const [request] = nominatim.requests;
    expect(request?.url.pathname).toBe('/search');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      q: '14 Carter Road, Bandra West, Mumbai 400050',
      format: 'jsonv2',
      addressdetails: '1',
      limit: '1',
      countrycodes: 'in',
      'accept-language': 'en',
    });
    expect(request?.headers['user-agent']).toBe('trio-test/1.0');
  });

  it('joins a structured address into one query, under a base path, with the default User-Agent', async () => {
    const geocoder = new NominatimGeocoder({ baseUrl: `${nominatim.baseUrl}/nominatim/` });
    await geocoder.geocode({
      line1: '14 Carter Road',
      locality: 'Bandra West',
      city: 'Mumbai',
      state: 'Maharashtra',
      pinCode: '400050',
    });
    expect(nominatim.requests[0]?.url.pathname).toBe('/nominatim/search');
    expect(nominatim.requests[0]?.url.searchParams.get('q')).toBe(
      '14 Carter Road, Bandra West, Mumbai, Maharashtra, 400050',
    );
    expect(nominatim.requests[0]?.headers['user-agent']).toBe(DEFAULT_USER_AGENT);
  });

  it('maps a city hit to city precision under the official name, and a postcode hit to pin precision', async () => {
    const geocoder = new NominatimGeocoder({ baseUrl: nominatim.baseUrl });
    expect(await geocoder.geocode('Bangalore')).toEqual({
      point: { lat: 12.9767936, lon: 77.590082 },
      precision: 'city',
      city: 'Bengaluru',
      state: 'Karnataka',
    });
    expect(await geocoder.geocode('560034')).toMatchObject({ precision: 'pin', city: 'Bengaluru', pinCode: '560034' });
  });

  it('returns null when nothing is found, without asking for an empty query', async () => {
    const geocoder = new NominatimGeocoder({ baseUrl: nominatim.baseUrl });
    expect(await geocoder.geocode('Atlantis')).toBeNull();
    expect(await geocoder.geocode({ line1: '  ' })).toBeNull();
    expect(nominatim.requests).toHaveLength(1);
  });

  it('throws a GeocoderError on an error status, a bad answer or a timeout', async () => {
    const geocoder = new NominatimGeocoder({ baseUrl: nominatim.baseUrl, timeoutMs: 100 });
    await expect(geocoder.geocode('broken')).rejects.toThrow(/503/);
    await expect(geocoder.geocode('odd')).rejects.toBeInstanceOf(GeocoderError);
    await expect(geocoder.geocode('nowhere')).rejects.toThrow(/coordinates/);
    const started = Date.now();
    await expect(geocoder.geocode('slow')).rejects.toThrow(/within 100 ms/);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('throws a GeocoderError when the service is unreachable', async () => {
    const closed = await startNominatim(() => ({ body: [] }));
    await closed.close();
    await expect(new NominatimGeocoder({ baseUrl: closed.baseUrl }).geocode('Powai')).rejects.toBeInstanceOf(
      GeocoderError,
    );
  });

  it('backs the offline geocoder when configured, which takes over when it fails', async () => {
    const errors: unknown[] = [];
    const geocoder = createGeocoder({
      nominatim: { baseUrl: nominatim.baseUrl },
      onPrimaryError: (error) => errors.push(error),
    });
    expect(geocoder).toBeInstanceOf(FallbackGeocoder);
    expect(await geocoder.geocode('14 Carter Road, Bandra West, Mumbai 400050')).toMatchObject({
      point: { lat: 19.0653, lon: 72.8226 },
    });
    expect(await geocoder.geocode('Powai, Mumbai')).toMatchObject({ point: centreOf('Powai'), precision: 'locality' });
    expect(errors).toEqual([]);
    expect(await geocoder.geocode('broken')).toBeNull();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(GeocoderError);
  });
});

describe('FallbackGeocoder', () => {
  const found: GeocodeResult = { point: { lat: 1, lon: 2 }, precision: 'city', city: 'Somewhere', state: 'Goa' };
  const fixed = (result: GeocodeResult | null): Geocoder & { calls: number } => ({
    calls: 0,
    async geocode() {
      this.calls += 1;
      return result;
    },
  });
  const failing: Geocoder = {
    geocode: () => Promise.reject(new Error('network down')),
  };

  it('uses the primary answer and never asks the fallback', async () => {
    const fallback = fixed(null);
    expect(await new FallbackGeocoder(fixed(found), fallback).geocode('x')).toBe(found);
    expect(fallback.calls).toBe(0);
  });

  it('asks the fallback when the primary finds nothing or fails, reporting the failure', async () => {
    const errors: unknown[] = [];
    expect(await new FallbackGeocoder(fixed(null), fixed(found)).geocode('x')).toBe(found);
    expect(await new FallbackGeocoder(failing, fixed(found), (error) => errors.push(error)).geocode('x')).toBe(found);
    expect(errors).toEqual([new Error('network down')]);
    expect(await new FallbackGeocoder(failing, fixed(null)).geocode('x')).toBeNull();
  });

  it('is plain offline geocoding when nothing is configured', () => {
    expect(createGeocoder()).toBeInstanceOf(OfflineGeocoder);
    expect(createGeocoder({ nominatim: { baseUrl: ' ' } })).toBeInstanceOf(OfflineGeocoder);
  });
});
