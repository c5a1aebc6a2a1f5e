import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { ADMIN_APP, DASHBOARD, firstScreenChunks } from './scripts/firstScreenChunks.ts';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

/**
 * Every hashed asset also as `.br` (quality 11) and `.gz` (level 9) beside it: the server sends
 * those as they are (@fastify/static `preCompressed`) instead of compressing each script again on
 * every request, on the process that also answers the API, at a lower quality. A cold admin load
 * asks for ~80 scripts at once: compressing them was work on the first rows' critical path.
 */
async function precompressAssets(outDir: string): Promise<void> {
  const assets = path.join(outDir, 'assets');
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  await Promise.all(
    readdirSync(assets)
      .filter((name) => /\.(js|css|svg|json)$/.test(name))
      .map(async (name) => {
        const body = readFileSync(path.join(assets, name));
        if (body.length < 1024) return; // the server's compression threshold: sent as it is
        const [br, gz] = await Promise.all([
          brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzipAsync(body, { level: 9 }),
        ]);
        writeFileSync(path.join(assets, `${name}.br`), br);
        writeFileSync(path.join(assets, `${name}.gz`), gz);
      }),
  );
}

/**
 * At the end of every build: builds the public entry (auth.html on Preact, vite.auth.config.ts)
 * into the same dist/, precompresses the assets of both, then writes dist/build-info.json. `npm start` serves dist/ only when the
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
        // Beside the main entry, wherever it went (`vite build --outDir X` puts both in X).
        build: { outDir: path.resolve(config.root, config.build.outDir) },
      });
      await precompressAssets(path.resolve(config.root, config.build.outDir));
      const marker = { mode: config.mode, production: config.isProduction, builtAt: new Date() };
      writeFileSync(
        path.resolve(config.root, config.build.outDir, 'build-info.json'),
        `${JSON.stringify(marker)}\n`,
      );
    },
  };
}

/**
 * React in a chunk of its own: every route's first load (the login page's too) needs it, and it
 * changes only when React is upgraded, so browsers keep it cached across our releases. The admin's
 * first screen is grouped by firstScreenChunks.
 */
const vendorReact = {
  name: 'vendor-react',
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  priority: 3,
};

/**
 * react-admin's default router adapter creates a hash *data* router when <Admin> is not inside a
 * router, so react-router's whole data-router machinery (createRouter, loaders, fetchers: 55 kB of
 * the 95 kB react-router chunk) loads with the dashboard, though AdminApp always mounts <Admin>
 * inside its BrowserRouter and never takes that path. Production builds drop it (that path throws
 * instead); tests keep react-admin as published. The build fails if ra-core's file changes shape.
 */
function withoutReactAdminHashRouter(): Plugin {
  return {
    name: 'exchange-without-react-admin-hash-router',
    apply: 'build',
    transform(code, id) {
      if (!/ra-core[\\/]dist[\\/]routing[\\/]adapters[\\/]reactRouterProvider\.js$/.test(id))
        return null;
      const out = code
        .replace(/createHashRouter, RouterProvider as ReactRouterProvider, /, '')
        .replace(
          /const InternalRouter = [\s\S]*?\n};\n/,
          "const InternalRouter = () => { throw new Error('<Admin> must be mounted inside a router'); };\n",
        );
      if (out === code || /createHashRouter/.test(out))
        throw new Error(`${id} changed: review withoutReactAdminHashRouter in vite.config.ts`);
      return { code: out, map: null };
    },
  };
}

/** Where the login page finds the scripts to fetch while it is idle (src/adminPrefetch.ts reads it). */
const ADMIN_PREFETCH_LIST = 'admin-prefetch.json';

/**
 * Lists the scripts the admin's first screen needs (index.html's entry, AdminApp and the
 * dashboard, with everything they import statically) in dist/admin-prefetch.json: the login page
 * (another build) fetches them while it is idle, so signing in finds them in the browser's cache.
 */
function adminPrefetchList(): Plugin {
  return {
    name: 'exchange-admin-prefetch-list',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const holding = (module: RegExp) =>
        chunks.filter((c) => c.moduleIds.some((id) => module.test(id)));
      const roots = [
        ...chunks.filter((c) => c.isEntry && c.name === 'index'),
        ...holding(ADMIN_APP),
        ...holding(DASHBOARD),
      ];
      if (roots.length !== 3) this.error(`admin prefetch list: found ${roots.length} of 3 roots`);
      const files = new Set<string>();
      const visit = (fileName: string) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        chunks.find((c) => c.fileName === fileName)?.imports.forEach(visit);
      };
      roots.forEach((c) => visit(c.fileName));
      this.emitFile({
        type: 'asset',
        fileName: ADMIN_PREFETCH_LIST,
        source: JSON.stringify([...files].map((file) => `/${file}`)),
      });
    },
  };
}

/** Polyfill packages some dependencies require, answered by the browser's own function. */
const nativeInsteadOfPolyfills = [
  {
    find: /^object\.entries$/,
    replacement: path.resolve(import.meta.dirname, 'src/messages/objectEntries.cjs'),
  },
];

/**
 * What shapes the bundle's modules, for the build and for firstScreenChunks' analysis of it: each
 * gets plugins of its own (a plugin keeps the config of the build it runs in).
 */
const bundleShape = () => ({
  plugins: [react(), withoutReactAdminHashRouter()],
  resolve: { alias: nativeInsteadOfPolyfills },
  build: { rolldownOptions: { output: { codeSplitting: { groups: [vendorReact] } } } },
});
const firstScreen = firstScreenChunks(bundleShape);
const shape = bundleShape();

export default defineConfig({
  plugins: [...shape.plugins, firstScreen.plugin, adminPrefetchList(), authEntryAndBuildMarker()],
  resolve: shape.resolve,
  server: { port: 5173, proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: { codeSplitting: { groups: [vendorReact, ...firstScreen.groups] } },
    },
  },
  test: {
    // Vitest's default on a 2-core CI machine is one worker; two use both cores (measured: 886 s with one).
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
          // Whole-app renders share two cores with a second worker: give them room.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own app on a database of its own, so the files of a worker share
          // one process instead of importing Fastify, the server and pg again: 201 s against
          // 323 s for this project alone on PostgreSQL, and every file passes in shuffled orders
          // too (`--sequence.shuffle.files`). The unit project stays isolated: emotion's styles
          // pile up in a shared jsdom, and its tests ran twice as long.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
