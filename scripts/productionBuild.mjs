// Whether dist/ may be served as it is, and how to rebuild it: shared by `npm start` and `npm run bench`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Written into dist/ by vite.config.ts at the end of every build: how that build was made. */
export const BUILD_MARKER = 'build-info.json';

/** What a dist/ build depends on: any of them newer than the build means rebuild. */
const SOURCES = [
  'src',
  'index.html',
  'auth.html',
  'public',
  'vite.config.ts',
  'vite.auth.config.ts',
  'package.json',
];

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (max, name) => Math.max(max, newestMtime(path.join(target, name))),
    0,
  );
}

/**
 * Why dist/ must be (re)built before serving, or null when it is a current production build.
 * A build without the marker (older than this check) or made in development mode (React's
 * development build: several times larger and slower) is never reused.
 */
export function rebuildReason(root, distDir = path.join(root, 'dist')) {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return 'dist/ has no build';
  // The public pages' entry (Preact), built by the same `vite build` since issue #16.
  if (!existsSync(path.join(distDir, 'auth.html'))) return 'dist/ has no public entry (auth.html)';
  const markerPath = path.join(distDir, BUILD_MARKER);
  if (!existsSync(markerPath)) return 'dist/ has no build marker (unknown build mode)';
  let marker;
  try {
    marker = JSON.parse(readFileSync(markerPath, 'utf8'));
  } catch {
    return 'dist/ has an unreadable build marker';
  }
  if (marker.production !== true) return `dist/ is a development build (mode ${marker.mode})`;
  const builtAt = statSync(index).mtimeMs;
  const newer = SOURCES.map((p) => path.join(root, p)).find(
    (source) => existsSync(source) && newestMtime(source) > builtAt,
  );
  if (newer) return `${path.relative(root, newer)} is newer than dist/`;
  return null;
}

/** Builds the admin and the public entry (one `vite build`) for production whatever NODE_ENV the caller runs with; throws on failure. */
export function buildProduction(root, stdio = 'inherit') {
  const result = spawnSync('npx', ['vite', 'build', '--mode', 'production'], {
    cwd: root,
    stdio,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
}
