// Real server processes for tests that need more than one, or the process's own memory: started from the
// sources (tsx), on a free port, and awaited until /ready answers (its database is migrated and answers).
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startServer(
  env: Record<string, string>,
): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${errors}`);
    const ready = await fetch(`http://127.0.0.1:${port}${ENDPOINTS.ready.path}`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ready) return { port, child };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server did not become ready: ${errors}`);
}

/** The resident set of a process, in MB (Linux). */
export async function residentMb(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

/** The headers of a call to the server at `base` (API.md): a fresh client token and the common ones. */
export async function clientHeaders(base: string): Promise<Record<string, string>> {
  const reply = await fetch(`${base}${ENDPOINTS.clientToken.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      scope: 'merchantapp',
      client_id: 'merchant-portal-web',
      client_secret: 'demo-merchant-portal-web-secret',
    }),
  });
  const { access_token: token } = (await reply.json()) as { access_token: string };
  return {
    authorization: `Bearer ${token}`,
    'client-id': 'merchant-portal-web',
    country: 'JO',
    lang: 'en',
    'channel-identifier': 'MB',
    'content-type': 'application/json',
  };
}
