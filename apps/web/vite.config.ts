// One config for both builds: the browser bundle (with a manifest the server reads) and the server-render entry.
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** zod and the @coach/shared modules that define schemas (the rest of the package is plain constants). */
const SCHEMA_MODULES =
  /node_modules\/zod\/|packages\/shared\/src\/(admin-leads|auth|backup|banner|blog|booking|consultation|contact|lead-rules|pagination|privacy|recipe|settings|transformation|visits)\.ts$/;

export default defineConfig(({ isSsrBuild }) => ({
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
