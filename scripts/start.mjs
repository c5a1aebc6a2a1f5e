// `npm start`: serve a current production build of the admin and the API on one port. dist/ is
// rebuilt when it is missing, older than its sources, or not a production build (whatever
// NODE_ENV says: NODE_ENV=development must never ship React's development build).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildProduction, rebuildReason } from './productionBuild.mjs';

const root = path.resolve(import.meta.dirname, '..');

const reason = rebuildReason(root);
if (reason) {
  console.log(`Building the admin for production (${reason})...`);
  try {
    buildProduction(root);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const server = spawn('npx', ['tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STATIC_DIR: process.env.STATIC_DIR ?? path.join(root, 'dist') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
