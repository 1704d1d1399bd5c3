import { assertSentByOwnPages } from './own-pages';

const trusted = ['http://localhost:5173'];
const sent = (headers: Record<string, string>) => () =>
  assertSentByOwnPages({ host: 'trio.example:3000', ...headers }, trusted);

describe('assertSentByOwnPages', () => {
  it.each([
    ['our own page', { origin: 'http://trio.example:3000', 'sec-fetch-site': 'same-origin' }],
    ['our own page behind TLS', { origin: 'https://trio.example:3000' }],
    ['the SPA dev server', { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site' }],
    ['a browser without Origin on a same-origin request', { 'sec-fetch-site': 'same-origin' }],
    ['an address typed in the browser', { 'sec-fetch-site': 'none' }],
    ['a client that is not a browser', {}],
  ])('lets in %s', (_who, headers) => {
    expect(sent(headers)).not.toThrow();
  });

  it.each([
    ['another port of the same host', { origin: 'http://trio.example:7070', 'sec-fetch-site': 'same-site' }],
    ['another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['another site that hides its Origin', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site page without Origin', { 'sec-fetch-site': 'same-site' }],
    ['an opaque origin (a sandboxed frame)', { origin: 'null' }],
  ])('refuses %s with 403 FORBIDDEN', (_who, headers) => {
    expect(sent(headers)).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });
});
