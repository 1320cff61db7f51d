// Where the program's own files come from: the source tree (npm scripts) or the single executable's embedded assets.
import type { AppRouter } from '@coach/api';
import type { DemoImageCache } from '@coach/db';
import { loadProductionWebApp, type WebApp } from './ssr/renderer';

/** The program's own files could not be made ready (unwritable DATA_DIR, an unsuitable system); one-line message. */
export class RuntimeSetupError extends Error {}

export type Runtime = {
  /** How a person runs a command here, for the hints the program prints: `nutriwell admin ...` or `npm run admin -- ...`. */
  invocation(command: string): string;
  /** Makes the embedded native libraries and web files usable; the executable unpacks them under DATA_DIR/cache. */
  prepare(dataDir: string): void;
  /** Removes files earlier versions unpacked; called only while holding the DATA_DIR lock. */
  removeStaleFiles(dataDir: string): void;
  loadWebApp(trpcRouter: AppRouter): Promise<WebApp>;
  /** The demo pictures the build drew, for a first start to copy (after `prepare`); none from the source tree. */
  demoImages(): DemoImageCache | undefined;
};

/** Running from a checkout: `npm start` and the npm scripts, with the build in apps/*\/dist. */
export const sourceTreeRuntime: Runtime = {
  invocation(command) {
    const [name = '', ...args] = command.split(' ');
    if (name === 'serve') return 'npm start';
    if (name.startsWith('-')) return `node scripts/cli.mjs ${command}`;
    return `npm run ${name}${args.length ? ` -- ${args.join(' ')}` : ''}`;
  },
  prepare() {},
  removeStaleFiles() {},
  loadWebApp: (trpcRouter) => loadProductionWebApp({ trpcRouter }),
  demoImages: () => undefined,
};
