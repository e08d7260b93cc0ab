import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { precompress } from './build/precompress';

const root = fileURLToPath(new URL('.', import.meta.url));
const backend = process.env.SSB_API_URL ?? 'http://localhost:3000';

// Pages are split per route by the router's `lazy` imports (src/app/router.tsx).
// Budget: 120 KB gzipped of initial JS on '/'. Check with `npx vite build` (sizes printed).
export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/media': { target: backend, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/media': { target: backend, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 250,
  },
});
