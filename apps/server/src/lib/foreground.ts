// Requests being answered right now, so that background work on the same event loop (report files) steps
// aside while people wait: on a small machine, a report written at full speed triples the API's p95.
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

export class ForegroundLoad {
  private active = 0;

  /** `pauseMs`: how long background work waits at each of its turns while a request is being answered. */
  constructor(private readonly pauseMs: number) {}

  /** Counts each request from its arrival until its response closes (sent, failed or abandoned). */
  track(app: FastifyInstance): void {
    app.addHook('onRequest', (_request, reply, done) => {
      this.active += 1;
      reply.raw.once('close', () => {
        this.active -= 1;
      });
      done();
    });
  }

  get requestsInFlight(): number {
    return this.active;
  }

  /**
   * Where background work lets others go first: the next turn of the event loop when nobody is waiting,
   * a pause of `pauseMs` while a request is being answered (so the request gets the CPU and the database).
   */
  async giveWay(): Promise<void> {
    if (this.active > 0 && this.pauseMs > 0) await sleep(this.pauseMs);
    else await nextTurn();
  }
}
