import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ForegroundLoad } from './foreground.js';

const PAUSE_MS = 300_000;

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('ForegroundLoad', () => {
  const app = Fastify();
  const load = new ForegroundLoad(PAUSE_MS);
  load.track(app);
  let release: () => void = () => undefined;
  const inHandler: Array<() => void> = [];
  app.get('/slow', async () => {
    inHandler.shift()?.();
    await new Promise<void>((resolve) => (release = resolve));
    return { ok: true };
  });
  app.get('/stream', async (_request, reply) => {
    inHandler.shift()?.();
    reply.raw.writeHead(200);
    reply.raw.write('part');
    return reply.hijack();
  });

  afterEach(() => release());

  it('counts a request while it is answered, and background work pauses until it is done', async () => {
    const entered = new Promise<void>((resolve) => inHandler.push(resolve));
    const reply = app.inject({ method: 'GET', url: '/slow' });
    await entered;
    expect(load.requestsInFlight).toBe(1);
    expect(await settled(load.giveWay())).toBe(false);

    release();
    expect((await reply).statusCode).toBe(200);
    expect(load.requestsInFlight).toBe(0);
    expect(await settled(load.giveWay())).toBe(true);
  });

  it('stops counting a request whose client went away before its response was sent', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const entered = new Promise<void>((resolve) => inHandler.push(resolve));
    const client = httpRequest({ host: '127.0.0.1', port, path: '/stream' });
    client.on('error', () => undefined);
    client.end();
    await entered;
    expect(load.requestsInFlight).toBe(1);

    client.destroy();
    while (load.requestsInFlight > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load.requestsInFlight).toBe(0);
    await app.close();
  });

  it('never pauses when the pause is 0', async () => {
    const unpaused = new ForegroundLoad(0);
    const other = Fastify();
    unpaused.track(other);
    const entered = new Promise<void>((resolve) => inHandler.push(resolve));
    other.get('/slow', async () => {
      inHandler.shift()?.();
      await new Promise<void>((resolve) => (release = resolve));
      return {};
    });
    const reply = other.inject({ method: 'GET', url: '/slow' });
    await entered;
    expect(unpaused.requestsInFlight).toBe(1);
    expect(await settled(unpaused.giveWay())).toBe(true);
    release();
    await reply;
    await other.close();
  });
});
