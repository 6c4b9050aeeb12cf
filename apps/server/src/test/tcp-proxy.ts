// A TCP proxy a test controls, between the app and PostgreSQL: `blackHole()` stops forwarding in both
// directions without closing anything (what a dead network or a vanished database host looks like: no
// reset, no answer), `restore()` forwards again, what was held back included.
import net from 'node:net';

export interface TcpProxy {
  port: number;
  blackHole(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let isBlackHoled = false;
  const links = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const pause = (link: { client: net.Socket; upstream: net.Socket }) => {
    link.client.unpipe(link.upstream);
    link.upstream.unpipe(link.client);
    link.client.pause();
    link.upstream.pause();
  };
  const forward = (link: { client: net.Socket; upstream: net.Socket }) => {
    link.client.pipe(link.upstream);
    link.upstream.pipe(link.client);
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    const link = { client, upstream };
    links.add(link);
    const end = () => {
      links.delete(link);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    if (isBlackHoled) pause(link);
    else forward(link);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    blackHole: () => {
      isBlackHoled = true;
      links.forEach(pause);
    },
    restore: () => {
      isBlackHoled = false;
      links.forEach(forward);
    },
    close: async () => {
      for (const { client, upstream } of links) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
