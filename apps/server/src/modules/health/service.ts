// Readiness as an orchestrator needs it: the database's schema state, or a failure when it does not answer
// in time.
import type { SchemaState } from '../../db/client.js';

export class HealthService {
  constructor(
    private readonly schemaState: () => Promise<SchemaState>,
    private readonly timeoutMs: number,
  ) {}

  /**
   * Whether the database holds every migration of this build; fails after the timeout: a database that does
   * not answer is down for a load balancer, which must hear so soon.
   */
  readiness(): Promise<SchemaState> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    return Promise.race([this.schemaState(), timeout]).finally(() => clearTimeout(timer));
  }
}
