// One config for both builds: the browser bundle (with a manifest the server reads) and the server-render entry.

import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { SCHEMA_MODULES } from './src/schema-modules';

export default defineConfig(({ isSsrBuild }) => ({
  // '@/features/...', '@/components/...', '@/lib/...': the same paths as tsconfig.json's.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single', semicolons: true }),
    react(),
    tailwindcss(),
  ],
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        rollupOptions: {
          input: 'src/entry-client.tsx',
          output: {
            // Validation schemas (zod and the shared schema modules) serve forms and admin pages only: their own
            // chunk, so the public pages' entry does not carry them.
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [{ name: 'schemas', test: SCHEMA_MODULES }],
            },
          },
        },
      },
}));
