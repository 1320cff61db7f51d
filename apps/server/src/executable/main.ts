// Entry of the single executable (`nutriwell`): the same command line as a checkout, with the web app and the
// native packages taken from the file itself.
// Resolved by the packaging build to apps/web/dist/server/entry-server.js, so the render code is inside the file.
import { render } from '@coach/web/server-entry';
import { runCli } from '../cli';
import type { Runtime } from '../runtime';
import { loadProductionWebApp } from '../ssr/renderer';
import { removeOtherVersions, unpackEmbeddedFiles, unpackImageLibraries } from './embedded';
import { useNativePackages } from './natives';

let unpacked: string | null = null;

/** How the person started this file (`./nutriwell`, `nutriwell`, `/opt/nutriwell/nutriwell`), for hints. */
const self = process.argv[1] && !process.argv[1].includes(' ') ? process.argv[1] : 'nutriwell';

const embeddedRuntime: Runtime = {
  invocation: (command) => `${self} ${command}`,
  prepare(dataDir) {
    unpacked = unpackEmbeddedFiles(dataDir);
    useNativePackages({ start: unpacked, images: () => unpackImageLibraries(dataDir) });
  },
  removeStaleFiles(dataDir) {
    if (unpacked) removeOtherVersions(dataDir);
  },
  demoImages: () => (unpacked ? { dir: `${unpacked}/demo-images`, writable: false } : undefined),
  loadWebApp(trpcRouter) {
    if (!unpacked) throw new Error('The web app was needed before the executable unpacked its files');
    return loadProductionWebApp({ trpcRouter, clientDir: `${unpacked}/web/client`, entry: { render } });
  },
};

runCli(process.argv.slice(2), embeddedRuntime).then(
  (status) => process.exit(status),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
