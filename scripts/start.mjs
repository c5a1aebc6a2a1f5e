// `npm start`: build the admin when its sources are newer than dist/, then serve it and the API on one port.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist', 'index.html');

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (max, name) => Math.max(max, newestMtime(path.join(target, name))),
    0,
  );
}

const sources = ['src', 'index.html', 'vite.config.ts', 'package.json'].map((p) =>
  path.join(root, p),
);
const stale =
  !existsSync(built) ||
  sources.some((s) => existsSync(s) && newestMtime(s) > statSync(built).mtimeMs);
if (stale) {
  console.log('Building the admin (dist/ is missing or older than its sources)...');
  const result = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn('npx', ['tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STATIC_DIR: process.env.STATIC_DIR ?? path.join(root, 'dist') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
