import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

/**
 * At the end of every build: builds the public entry (auth.html on Preact, vite.auth.config.ts)
 * into the same dist/, then writes dist/build-info.json. `npm start` serves dist/ only when the
 * marker says `production: true` (scripts/productionBuild.mjs), so a development build is never
 * reused; the marker is written last, so a dist/ without both entries has none.
 */
function authEntryAndBuildMarker(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'exchange-auth-entry-and-build-marker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await build({
        configFile: path.resolve(config.root, 'vite.auth.config.ts'),
        mode: config.mode,
        logLevel: config.logLevel,
      });
      const marker = { mode: config.mode, production: config.isProduction, builtAt: new Date() };
      writeFileSync(
        path.resolve(config.root, config.build.outDir, 'build-info.json'),
        `${JSON.stringify(marker)}\n`,
      );
    },
  };
}

/**
 * Vendor chunks that change only when a dependency is upgraded, so browsers keep them cached
 * across our releases. Only libraries the first screen loads whole are grouped: a group holding
 * everything of MUI or react-admin would pull code that only lazy screens use into the dashboard's
 * first load.
 */
const vendorChunks = [
  // Every route: the login page's first load.
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  // The admin shell (one module each, loaded whole by the dashboard).
  { name: 'vendor-router', test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/ },
  { name: 'vendor-emotion', test: /[\\/]node_modules[\\/](@emotion[\\/][^\\/]+|stylis)[\\/]/ },
];

/** Polyfill packages some dependencies require, answered by the browser's own function. */
const nativeInsteadOfPolyfills = [
  {
    find: /^object\.entries$/,
    replacement: path.resolve(import.meta.dirname, 'src/messages/objectEntries.cjs'),
  },
];

export default defineConfig({
  plugins: [react(), authEntryAndBuildMarker()],
  resolve: { alias: nativeInsteadOfPolyfills },
  server: { port: 5173, proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
  },
  test: {
    // Vitest's default on a 2-core CI machine is one worker; two use both cores (886 s → ~720 s).
    maxWorkers: 2,
    // Playwright specs live in tests/e2e and are run by Playwright, not Vitest.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
