import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress';

const root = fileURLToPath(new URL('.', import.meta.url));
const backend = process.env.SSB_API_URL ?? 'http://localhost:3000';

/**
 * `vite build` builds the browser app into outDir, then the server renderer of the public pages
 * (src/entry-server.tsx) into `<outDir>/ssr/` (docs/decisions/008). `--outDir` moves both.
 * The renderer bundles its packages too, so the folder works wherever it is copied.
 */
function serverRenderer(): Plugin {
  return {
    name: 'ssb-server-renderer',
    config(config) {
      const outDir = path.resolve(root, config.build?.outDir ?? 'dist');
      return {
        environments: {
          ssr: {
            resolve: { noExternal: true },
            build: {
              outDir: path.join(outDir, 'ssr'),
              emptyOutDir: true,
              copyPublicDir: false,
              ssr: 'src/entry-server.tsx',
              manifest: false,
              target: 'node20',
              minify: false,
            },
          },
        },
        builder: {
          async buildApp(builder) {
            await builder.build(builder.environments.client!);
            await builder.build(builder.environments.ssr!);
          },
        },
      };
    },
  };
}

// Pages are split per route by the router's `lazy` imports (src/app/router.tsx).
// Budget: 120 KB gzipped of initial JS on '/'. Check with `npx vite build` (sizes printed).
export default defineConfig({
  root,
  plugins: [
    react(),
    tailwindcss(),
    precompress(),
    serverRenderer(),
    // The service worker (src/sw.ts, built to /sw.js): the app's shell and code kept for offline use
    // (docs/decisions/034-offline-shell.md). Registered by the app after the page has loaded (lib/serviceWorker.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      devOptions: { enabled: false },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg}'],
        // The server's renderer and its manifest are not the browser's; the compressed copies are the same files.
        globIgnores: ['ssr/**', '.vite/**', '**/*.br', '**/*.gz', 'sw.js'],
      },
    }),
  ],
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
    // .vite/manifest.json: the server names a rendered page's chunks in its HTML (entry-server.tsx).
    manifest: true,
    // A second entry: the boot script of server-rendered pages (src/boot.ts, docs/decisions/026).
    rollupOptions: {
      input: {
        index: path.join(root, 'index.html'),
        boot: path.join(root, 'src/boot.ts'),
      },
      output: {
        // Shared chunks by hash alone: their names (format, api, Badge, ...) were most of the entry's list of
        // every page's chunks, which the entry carries for preloading (~1 KB of '/''s first JavaScript).
        // What is loaded by name (a page, the footer, the libraries' chunk) keeps it, to be found in the network panel and in errors.
        chunkFileNames: (chunk) => (chunk.name === 'vendor' || chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
        // The libraries every page runs (React, the router, TanStack Query, class merging) in one
        // chunk: split by which pages share them they made seven small files, each gzipped apart,
        // and every page's preload list longer (initial JavaScript of '/': 119.3 -> 115.9 KB).
        // TanStack's useQueries, which only the comparison page runs, stays with that page (1.1 KB).
        advancedChunks: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store|@tanstack|tailwind-merge)[\\/](?!.*(queriesObserver|useQueries)\.js$)/,
            },
          ],
        },
      },
    },
  },
});
