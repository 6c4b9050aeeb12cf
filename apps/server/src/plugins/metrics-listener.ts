// GET /metrics on a listener of its own (METRICS_PORT; unset: none), opened when the app is ready and closed
// with it. Apart from the API's port, metrics are never public by accident: a load balancer or a proxy in
// front of the API does not reach them (docs/architecture.md "Metrics").
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Metrics } from '../lib/metrics.js';

const METRICS_PATH = '/metrics';

async function answer(
  metrics: Metrics,
  request: IncomingMessage,
  response: ServerResponse,
  log: FastifyInstance['log'],
): Promise<void> {
  const plain = { 'content-type': 'text/plain; charset=utf-8' };
  if (new URL(request.url ?? '/', 'http://metrics').pathname !== METRICS_PATH) {
    response.writeHead(404, plain).end('Not found\n');
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { ...plain, allow: 'GET, HEAD' }).end('Method not allowed\n');
    return;
  }
  let text: string;
  try {
    text = await metrics.text();
  } catch (error) {
    log.error({ err: error }, 'metrics could not be collected');
    response.writeHead(500, plain).end('Metrics could not be collected\n');
    return;
  }
  response.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' });
  response.end(request.method === 'HEAD' ? undefined : text);
}

export function registerMetricsListener(
  app: FastifyInstance,
  metrics: Metrics,
  config: Pick<Config, 'METRICS_PORT' | 'HOST'>,
): void {
  const port = config.METRICS_PORT;
  if (port === undefined) return;
  metrics.collectProcessMetrics();
  const server = createServer((request, response) => void answer(metrics, request, response, app.log));

  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, config.HOST, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const { address } = server.address() as AddressInfo;
    app.log.info({ address, port, path: METRICS_PATH }, 'metrics listening');
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A scraper's kept-alive connection would hold the close until it times out.
    server.closeAllConnections();
    await closed;
  });
}
