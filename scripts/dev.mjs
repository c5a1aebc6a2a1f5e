// `npm run dev`: the API on PORT (default 8080) and Vite with hot reload on 5173, proxying /api to it.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '8080';
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: port, STATIC_DIR: '' },
  }),
  spawn('npx', ['vite'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_TARGET: `http://localhost:${port}` },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  }),
);
