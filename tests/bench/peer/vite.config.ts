import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Builds the plain react-admin peer app; `npm run bench` passes `build.outDir` (outside the repo). */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  logLevel: 'warn',
});
