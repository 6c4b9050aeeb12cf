// One user cannot slow everyone: files in preparation are capped per user and in all (a clear 429 while the
// caps are full), and password changes are rate limited.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { formatDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { describe, expect, it } from 'vitest';
import { Slots } from './lib/slots.js';
import { useHarness } from './test/harness.js';
import { defaultSearch } from './test/search-filter.js';

describe('Slots', () => {
  it('gives so many per owner and so many in all, and frees each slot once', () => {
    const slots = new Slots(1, 2);
    const first = slots.take('a');
    expect(first).not.toBeNull();
    expect(slots.take('a')).toBeNull();
    const second = slots.take('b');
    expect(second).not.toBeNull();
    expect(slots.take('c')).toBeNull();
    first?.();
    first?.();
    expect(slots.take('b')).toBeNull();
    expect(slots.take('c')).not.toBeNull();
    expect(slots.take('a')).toBeNull();
  });
});

const ZAHRAN = 'zahran.admin@4000000101';
const ZAHRAN_TELLER = 'zahran.teller@4000000101';
const PETRA = 'petra.admin@4000000194';

const today = todayInAmman();
const search = defaultSearch(formatDay(today - 10), formatDay(today - 1));

const h = useHarness({
  env: { FILES_PER_USER: '1', FILES_AT_ONCE: '2', RATE_LIMIT_PASSWORD_CHANGE_PER_MINUTE: '2' },
  transactions: { seed: 3, fromDay: today - 10, toDay: today - 1, scale: 1 },
  users: [ZAHRAN, ZAHRAN_TELLER, PETRA],
});

/** Starts a download and leaves it unread: the file stays in preparation until `finish` reads it. */
async function startDownload(user: string) {
  const reply = await h.app.inject({
    method: 'POST',
    url: ENDPOINTS.transactionFile.path.replace(':format', 'excel') + '?currency=',
    headers: h.sessions[user],
    payload: { ...search, maxCount: 10, offset: 0 },
    payloadAsStream: true,
  });
  const read = async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of reply.stream()) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const finish = read;
  const body = reply.statusCode === 200 ? null : JSON.parse((await read()).toString('utf8'));
  return { status: reply.statusCode, body, finish };
}

describe('files in preparation', () => {
  it('one per user and two in all; a clear 429 while full, and a slot again once a file is done', async () => {
    const first = await startDownload(ZAHRAN);
    expect(first.status).toBe(200);

    const again = await startDownload(ZAHRAN);
    expect(again.status).toBe(429);
    expect(again.body).toEqual({ code: '429', message: MESSAGES.tooManyFiles });

    const petra = await startDownload(PETRA);
    expect(petra.status).toBe(200);
    // The process's two slots are taken: another user waits too.
    expect((await startDownload(ZAHRAN_TELLER)).status).toBe(429);

    // The file is several times the stream buffers between writer and client (about 48 kB), and the writer
    // waits for them to drain: an unread download really is still in preparation, whatever the machine's speed.
    expect((await first.finish()).length).toBeGreaterThan(100_000);
    const next = await startDownload(ZAHRAN);
    expect(next.status).toBe(200);
    await Promise.all([next.finish(), petra.finish()]);
  });
});

describe('password changes', () => {
  it('are rate limited', async () => {
    const change = () =>
      h.app.inject({
        method: 'PUT',
        url: ENDPOINTS.updatePassword.path,
        headers: h.sessions[ZAHRAN_TELLER],
        remoteAddress: '127.0.0.33',
        payload: {
          username: ZAHRAN_TELLER,
          currentPassword: 'Not#TheRight1',
          newPassword1: 'Str0ng!Passw0rd',
          newPassword2: 'Str0ng!Passw0rd',
        },
      });
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await change()).statusCode);
    expect(statuses).toEqual([401, 401, 429]);
  });
});
