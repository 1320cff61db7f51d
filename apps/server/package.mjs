// Builds release/nutriwell: one executable holding Node.js, the bundled server and CLI, the built web app and the
// native packages (better-sqlite3, sharp with libvips). Node's single executable applications: the bundle is the
// injected main script; every other file is an asset, unpacked at run time (src/executable/embedded.ts).
// Run through `npm run package`, which builds the workspace first. The file embeds the Node.js running this script:
// the pinned one (run directly, it re-runs itself on that one first).
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants, zstdCompressSync } from 'node:zlib';
import { build } from 'esbuild';
import { runOnPinnedNode } from '../../scripts/runtime.mjs';
import { SERVER_NODE_FLAGS } from '../../scripts/server-flags.mjs';
import { makeFileAscii } from './ascii-source.mjs';

await runOnPinnedNode();

const serverDir = dirname(fileURLToPath(import.meta.url));
const root = resolve(serverDir, '../..');
const releaseDir = join(root, 'release');
const workDir = join(releaseDir, '.build');
const output = join(releaseDir, 'nutriwell');
const webDist = join(root, 'apps/web/dist');
const { version } = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'));

/** Native packages and what they need at run time (install-time helpers are left out), with their file group. */
const NATIVE_ROOTS = { 'better-sqlite3': 'start', sharp: 'images' };
const INSTALL_ONLY = new Set(['prebuild-install', 'node-addon-api', 'node-gyp']);
/** Inside a native package, only what runs: JavaScript, JSON, addons and shared libraries. */
const KEEP_FILE = /(\.c?js|\.json|\.node|\.so(\.\d+)*)$|^LICEN[CS]E/;
const SKIP_DIR = new Set([
  'src',
  'deps',
  'docs',
  'test',
  'tests',
  'include',
  'obj',
  'obj.target',
  '.deps',
  'node_modules',
  'install',
  'benchmark',
]);
const SKIP_FILE = new Set(['test_extension.node']);
/** better-sqlite3 ships a prebuilt addon per system in prebuilds/; the file keeps the one for where it is built. */
const OWN_PREBUILD = `${process.platform}-${process.arch}.node`;
/** The bundles target the Node.js the file embeds. */
const NODE_TARGET = `node${process.versions.node.split('.')[0]}`;

const step = (text) => console.log(`── ${text}`);

function walk(dir, visit, base = dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (visit.dir?.(entry.name, relative(base, path)) !== false) walk(path, visit, base);
    } else if (entry.isFile() || entry.isSymbolicLink()) {
      visit.file(path, relative(base, path));
    }
  }
}

/** Node's lookup of `node_modules/<name>` from a folder upwards; the real path (pnpm links into its store). */
function findPackage(name, fromDir) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    if (!dir.endsWith(`${sep}node_modules`)) {
      const candidate = join(dir, 'node_modules', name);
      if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    }
    if (dirname(dir) === dir) return null;
  }
}

/**
 * The native packages and their runtime dependencies, flattened into one node_modules layout, each with the groups
 * that need it: better-sqlite3's are unpacked by every start, sharp's when the first picture is processed
 * (src/executable/embedded.ts).
 */
function nativePackages() {
  const found = new Map();
  const visit = (name, fromDir, optional, group) => {
    if (INSTALL_ONLY.has(name)) return;
    const dir = findPackage(name, fromDir);
    if (!dir) {
      if (optional) return;
      throw new Error(`${name} is not installed (needed from ${fromDir})`);
    }
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const known = found.get(name);
    if (known) {
      if (known.version !== pkg.version)
        throw new Error(`Two versions of ${name} are needed; the flat layout cannot hold both`);
      if (known.groups.has(group)) return;
      known.groups.add(group);
    } else {
      found.set(name, { dir, version: pkg.version, groups: new Set([group]) });
    }
    for (const dep of Object.keys(pkg.dependencies ?? {})) visit(dep, dir, false, group);
    for (const dep of Object.keys(pkg.optionalDependencies ?? {})) visit(dep, dir, true, group);
  };
  for (const [name, group] of Object.entries(NATIVE_ROOTS)) visit(name, serverDir, false, group);
  return found;
}

/** The groups a native package's file is unpacked with (src/executable/embedded.ts); every other file: `start`. */
const groupsOf = new Map();

/** Asset name -> file on disk, for the web app's client files and the native packages. */
function collectAssets() {
  const assets = new Map();
  walk(join(webDist, 'client'), { file: (path, rel) => assets.set(`web/client/${rel.split(sep).join('/')}`, path) });
  // The demo pictures the server's build drew (build.mjs), copied by a first start instead of drawn.
  walk(join(serverDir, 'dist/demo-images'), {
    file: (path, rel) => assets.set(`demo-images/${rel.split(sep).join('/')}`, path),
  });
  for (const [name, { dir, groups }] of nativePackages()) {
    walk(dir, {
      dir: (dirName, rel) => !SKIP_DIR.has(dirName) && !rel.endsWith(`glib-2.0${sep}include`),
      file: (path, rel) => {
        const base = rel.split(sep).at(-1);
        if (SKIP_FILE.has(base) || !KEEP_FILE.test(base) || base.endsWith('.d.ts')) return;
        if (rel.startsWith(`build${sep}`) && !rel.startsWith(`build${sep}Release${sep}`)) return;
        if (rel.startsWith(`prebuilds${sep}`) && base !== OWN_PREBUILD) return;
        const asset = `node_modules/${name}/${rel.split(sep).join('/')}`;
        assets.set(asset, realpathSync(path));
        groupsOf.set(asset, [...groups]);
      },
    });
  }
  return assets;
}

/** The newest glibc symbol version any of these binaries asks for: the oldest glibc the executable runs on. */
function requiredGlibc(files) {
  let newest = [2, 0];
  for (const file of files) {
    for (const [, major, minor] of readFileSync(file)
      .toString('latin1')
      .matchAll(/GLIBC_(\d+)\.(\d+)/g)) {
      const v = [Number(major), Number(minor)];
      if (v[0] > newest[0] || (v[0] === newest[0] && v[1] > newest[1])) newest = v;
    }
  }
  return newest.join('.');
}

const nativesPlugin = {
  name: 'executable-natives',
  setup(b) {
    // Native packages become small stand-ins that load the unpacked package on first use.
    const shims = { 'better-sqlite3': 'shims/better-sqlite3.ts', sharp: 'shims/sharp.ts' };
    b.onResolve({ filter: /^(better-sqlite3|sharp)$/ }, (args) => ({
      path: join(serverDir, 'src/executable', shims[args.path]),
    }));
    b.onResolve({ filter: /^@coach\/web\/server-entry$/ }, () => ({ path: join(webDist, 'server/entry-server.js') }));
  },
};

if (
  !existsSync(join(webDist, 'server/entry-server.js')) ||
  !existsSync(join(webDist, 'client/.vite/manifest.json')) ||
  !existsSync(join(serverDir, 'dist/demo-images'))
) {
  console.error('The web app or the server is not built: run `npm run package` (it builds first).');
  process.exit(1);
}
rmSync(workDir, { recursive: true, force: true });
mkdirSync(workDir, { recursive: true });

/** Files already compressed (pictures, fonts, the web app's .gz and .br copies): stored as they are. */
const COMPRESSED = /\.(gz|br|woff2?|webp|png|jpe?g|avif|ico)$/;
const ZSTD_LEVEL = 10;

step('collecting the web app and the native packages');
const assets = collectAssets();
/** Asset name -> the file as built (`assets` then names what the executable stores). */
const originals = new Map(assets);
const packedDir = join(workDir, 'packed');
const files = [...assets]
  .sort(([a], [b]) => a.localeCompare(b))
  .flatMap(([path, file]) => {
    const bytes = readFileSync(file);
    const described = {
      path,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      executable: /\.(node|so(\.\d+)*)$/.test(path),
    };
    // The rest is stored compressed (zstd), and unpacked once (src/executable/embedded.ts): libvips alone is 18.7 MB
    // as it is and 7.6 MB compressed.
    if (!COMPRESSED.test(path)) {
      const packed = zstdCompressSync(bytes, { params: { [zlibConstants.ZSTD_c_compressionLevel]: ZSTD_LEVEL } });
      if (packed.length < bytes.length) {
        const stored = join(packedDir, `${path}.zst`);
        mkdirSync(dirname(stored), { recursive: true });
        writeFileSync(stored, packed);
        assets.set(path, stored);
        described.zstd = true;
      }
    }
    return (groupsOf.get(path) ?? ['start']).map((group) => ({ ...described, group }));
  });
const key = createHash('sha256').update(JSON.stringify({ version, files })).digest('hex');
writeFileSync(join(workDir, 'index.json'), JSON.stringify({ key, files }));

const nativeFiles = [...new Set(files.filter((f) => f.executable).map((f) => originals.get(f.path)))];
const glibc = requiredGlibc([process.execPath, ...nativeFiles]);

step('bundling the server, the CLI and the server-render code into one CommonJS file');
const bundle = join(workDir, 'main.cjs');
await build({
  entryPoints: [join(serverDir, 'src/executable/main.ts')],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: NODE_TARGET,
  minify: true,
  keepNames: true,
  legalComments: 'none',
  logLevel: 'warning',
  // The bundle runs as the executable's main script: no import.meta there, and React's production build only.
  define: {
    'import.meta.url': '__importMetaUrl',
    'process.env.NODE_ENV': '"production"',
    __REQUIRED_GLIBC__: JSON.stringify(glibc),
  },
  banner: { js: 'var __importMetaUrl = require("node:url").pathToFileURL(__filename).href;' },
  plugins: [nativesPlugin],
});
// Held by V8 as one-byte text, half the memory of a two-byte one (ascii-source.mjs).
makeFileAscii(bundle);

step('making the single executable application blob');
const seaConfig = {
  main: bundle,
  output: join(workDir, 'sea.blob'),
  disableExperimentalSEAWarning: true,
  useCodeCache: true,
  // The flags `npm start` gives the server, carried by the file itself (NODE_OPTIONS can still add to them).
  execArgv: SERVER_NODE_FLAGS,
  assets: { 'index.json': join(workDir, 'index.json'), ...Object.fromEntries(assets) },
};
writeFileSync(join(workDir, 'sea-config.json'), JSON.stringify(seaConfig, null, 2));
// Under the same flags, so V8 accepts the code cache made here when the file runs with them.
execFileSync(process.execPath, [...SERVER_NODE_FLAGS, '--experimental-sea-config', join(workDir, 'sea-config.json')], {
  stdio: 'inherit',
});

step('injecting it into a copy of this Node.js');
const host = join(workDir, 'nutriwell');
copyFileSync(process.execPath, host);
chmodSync(host, 0o755);
// Debug symbols are most of node's size; strip them when binutils is there.
if (spawnSync('strip', ['--version'], { stdio: 'ignore' }).status === 0) execFileSync('strip', [host]);
const postject = join(root, 'node_modules/.bin/postject');
// postject warns about unnamed .note sections of node's ELF file; harmless, so its output shows only on failure.
const injected = spawnSync(
  postject,
  [host, 'NODE_SEA_BLOB', seaConfig.output, '--sentinel-fuse', 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2'],
  { encoding: 'utf8' },
);
if (injected.status !== 0) {
  console.error(injected.stdout, injected.stderr);
  process.exit(1);
}
renameSync(host, output);

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(`\n  ${relative(process.cwd(), output) || output}: ${mb(statSync(output).size)}, NutriWell ${version}`);
console.log(`  Linux ${process.arch}, needs glibc ${glibc} or newer`);
console.log(
  `  ${assets.size} embedded files (${mb([...originals.values()].reduce((n, file) => n + statSync(file).size, 0))}, ${mb([...assets.values()].reduce((n, file) => n + statSync(file).size, 0))} as stored), bundle ${mb(statSync(bundle).size)}\n`,
);
rmSync(workDir, { recursive: true, force: true });
