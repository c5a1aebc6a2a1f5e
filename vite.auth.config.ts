import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The public entry (auth.html → src/authMain.tsx): the login, OTP, password and register pages
 * and the 404, compiled against Preact instead of react-dom (issue #16: the login route's first
 * load ≤ 60 kB gzip; react + react-dom alone are ~66 kB). The components are the same files the
 * React admin renders; only this build resolves `react` to preact/compat.
 *
 * Why a second build and not one: Vite's aliases apply to a whole build, and a module shared by
 * both trees (the router, the theme store, the http client) can only be compiled once per build,
 * against one renderer. Two builds keep React and Preact from ever rendering the same tree.
 * vite.config.ts runs this build at the end of its own (so `vite build` makes both); alone:
 * `vite build -c vite.auth.config.ts` after the main build (it writes into dist/ without emptying it).
 */
const preactForReact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * Fails the build when a library of the admin ends up in the public entry: it would run on Preact
 * untested (the admin's UI kit), or mean React itself is bundled beside Preact.
 */
function onlyPublicCode(): Plugin {
  const forbidden =
    /[\\/]node_modules[\\/](react|react-dom|scheduler|@mui[\\/][^\\/]+|@emotion[\\/][^\\/]+|ra-ui-materialui|react-router|react-router-dom|@tanstack[\\/][^\\/]+)[\\/]/;
  return {
    name: 'exchange-only-public-code',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const found = chunk.moduleIds.find((id) => forbidden.test(id));
        if (found) this.error(`the public entry (auth.html) must not bundle ${found}`);
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), onlyPublicCode()],
  resolve: { alias: preactForReact },
  build: {
    outDir: 'dist',
    // The main build empties dist/ and writes index.html; this one adds auth.html beside it.
    emptyOutDir: false,
    // public/ is copied by the main build.
    copyPublicDir: false,
    sourcemap: false,
    rolldownOptions: {
      input: { auth: 'auth.html' },
      onLog(level, log, handler) {
        // The http client takes HttpError from react-admin's barrel, which also lists react-router
        // (React 19's useOptimistic, absent from preact/compat). Only HttpError is kept: the
        // router is tree-shaken out of this build, so its unresolved import is noise.
        if (log.code === 'IMPORT_IS_UNDEFINED' && /[\\/]react-router[\\/]/.test(log.id ?? ''))
          return;
        handler(level, log);
      },
    },
  },
});
