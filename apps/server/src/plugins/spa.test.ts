// Compressed answers: the SPA's files (their .br and .gz siblings, as the build writes them), index.html
// compressed as it is sent, and API replies above the threshold; each with `Vary: Accept-Encoding` and the
// same bytes once decoded.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { formatDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { useHarness } from '../test/harness.js';
import { defaultSearch } from '../test/search-filter.js';

const TELLER = 'zahran.teller@4000000101';
const BOOKING_MAKER = 'wings.maker@4000000301';

/** A built SPA in miniature: index.html with the nonce placeholder, a hashed script, a root file. */
function builtSpa(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'merchant-portal-spa-'));
  mkdirSync(path.join(dist, 'assets'));
  const write = (name: string, text: string, siblings = true) => {
    const file = path.join(dist, name);
    writeFileSync(file, text);
    if (!siblings) return;
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  };
  write(
    'index.html',
    '<!doctype html><html lang="en"><head><meta property="csp-nonce" nonce="__CSP_NONCE__">' +
      '<script type="module" src="/merchant-portal/assets/index-abc123.js" nonce="__CSP_NONCE__"></script>' +
      '</head><body><div id="root"></div></body></html>',
    false,
  );
  const lines = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${(i * 7919) % 1000};`);
  write('assets/index-abc123.js', lines.join('\n'));
  const bars = Array.from(
    { length: 8 },
    (_, i) => `<rect x="${i * 4}" y="${32 - i * 4}" width="3" height="${i * 4}"/>`,
  );
  write('favicon.svg', `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${bars.join('')}</svg>`);
  return dist;
}

const today = todayInAmman();
const dist = builtSpa();
const h = useHarness({
  env: { WEB_DIST_DIR: dist },
  transactions: { seed: 7, fromDay: today - 3, toDay: today - 1, scale: 0.3 },
  users: [TELLER, BOOKING_MAKER],
});

const get = (url: string, acceptEncoding?: string) =>
  h.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

/** The body as the browser reads it: decoded by the Content-Encoding the answer names. */
function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  expect(encoding).toBeUndefined();
  return response.rawPayload;
}

const varies = (response: LightMyRequestResponse) =>
  String(response.headers.vary)
    .split(',')
    .map((name) => name.trim().toLowerCase());

describe.each([
  ['a hashed asset', '/merchant-portal/assets/index-abc123.js', 'assets/index-abc123.js'],
  ['a root file', '/merchant-portal/favicon.svg', 'favicon.svg'],
])('%s', (_kind, url, file) => {
  const onDisk = readFileSync(path.join(dist, file));

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
  ])('Accept-Encoding %s is answered in %s, the same bytes once decoded', async (accepted, encoding) => {
    const response = await get(url, accepted);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(varies(response)).toContain('accept-encoding');
    expect(decoded(response).equals(onDisk)).toBe(true);
    // The build's sibling itself, not a compression made per request.
    const sibling = readFileSync(path.join(dist, `${file}${encoding === 'br' ? '.br' : '.gz'}`));
    expect(response.rawPayload.equals(sibling)).toBe(true);
  });

  it.each([
    ['no Accept-Encoding', undefined],
    ['identity', 'identity'],
  ])('%s is answered with the file as it is, still varying on Accept-Encoding', async (_case, accepted) => {
    const response = await get(url, accepted);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(varies(response)).toContain('accept-encoding');
    expect(response.rawPayload.equals(onDisk)).toBe(true);
  });
});

describe('index.html', () => {
  const page = readFileSync(path.join(dist, 'index.html'), 'utf8');

  it.each(['br', 'gzip'])('is compressed with %s as it is sent, its nonce filled in', async (encoding) => {
    const response = await get('/merchant-portal/transactions', encoding);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(varies(response)).toContain('accept-encoding');
    const html = decoded(response).toString('utf8');
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
    expect(nonce).toBeDefined();
    expect(html).toBe(page.replaceAll('__CSP_NONCE__', nonce ?? ''));
    expect(response.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  });

  it('goes out as it is without Accept-Encoding, still varying on it', async () => {
    const response = await get('/merchant-portal/sign-in');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(varies(response)).toContain('accept-encoding');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('__CSP_NONCE__');
  });
});

describe('API replies', () => {
  const search = (acceptEncoding?: string) =>
    h.call('transactionSearch', {
      headers: { ...h.sessions[TELLER], ...(acceptEncoding && { 'accept-encoding': acceptEncoding }) },
      query: { currency: '' },
      body: { ...defaultSearch(formatDay(today - 3), formatDay(today - 1)), maxCount: 50, offset: 0 },
    } as never);

  it.each(['br', 'gzip'])(
    'above 1 kB are compressed with %s when asked, the same JSON decoded',
    async (encoding) => {
      const plain = await search();
      expect(plain.statusCode, plain.body).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      const compressed = await search(encoding);
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(varies(compressed)).toContain('accept-encoding');
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoded(compressed).toString('utf8'))).toEqual(plain.json());
    },
  );

  it('a file goes out as it is written, even to a client that accepts compression', async () => {
    const csv = (acceptEncoding?: string) =>
      h.call('bookingCsv', {
        headers: {
          ...h.sessions[BOOKING_MAKER],
          ...(acceptEncoding && { 'accept-encoding': acceptEncoding }),
        },
        query: { fromDate: formatDay(today - 30), toDate: formatDay(today) },
      });
    const plain = await csv();
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-type']).toContain('text/csv');
    const asked = await csv('br, gzip');
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-encoding']).toBeUndefined();
    expect(asked.body).toBe(plain.body);
  });

  it('below 1 kB go out as they are', async () => {
    const response = await h.app.inject({
      method: 'GET',
      url: ENDPOINTS.health.path,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
