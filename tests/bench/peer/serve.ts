import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const peerDir = import.meta.dirname;
const root = path.resolve(peerDir, '../../..');

/** Builds the plain react-admin peer app (production) into `outDir` unless it is up to date. */
export function buildPeer(outDir: string): void {
  const index = path.join(outDir, 'index.html');
  const newest = ['main.tsx', 'index.html', 'vite.config.ts']
    .map((file) => statSync(path.join(peerDir, file)).mtimeMs)
    .reduce((a, b) => Math.max(a, b));
  if (existsSync(index) && statSync(index).mtimeMs > newest) return;
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--config', path.join(peerDir, 'vite.config.ts'), '--outDir', outDir],
    { cwd: root, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) throw new Error('building the peer app failed');
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * Serves the built peer app and proxies /api to the bench's server, unchanged (the API's own
 * compression included). Static files are gzipped like ours are, so bytes compare fairly.
 */
export async function servePeer(
  outDir: string,
  apiBaseURL: string,
  port: number,
): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const api = new URL(apiBaseURL);
  const gzipped = new Map<string, Buffer>();
  const proxy = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(
      {
        host: api.hostname,
        port: api.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: api.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://peer');
    if (url.pathname.startsWith('/api/')) return proxy(req, res);
    const candidate = path.join(outDir, path.normalize(url.pathname));
    const file =
      candidate.startsWith(outDir) && existsSync(candidate) && statSync(candidate).isFile()
        ? candidate
        : path.join(outDir, 'index.html'); // the SPA's routes
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    let body = gzipped.get(file);
    if (!body) gzipped.set(file, (body = gzipSync(readFileSync(file))));
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'content-type': type,
      'cache-control': 'no-cache',
      ...(acceptsGzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(acceptsGzip ? body : readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
