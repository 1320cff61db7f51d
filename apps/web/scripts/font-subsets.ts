// Cuts the core of a web font out of Fontsource's file at build time (src/lib/font-ranges.ts says why and which
// characters): a Vite plugin that writes the core file before anything imports it, in the build and the development
// server alike. The file is made again whenever it is missing or older than its source.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

export type FontSubset = {
  /** The package file to cut from, as a module path ('@fontsource/.../x.woff2'). */
  source: string;
  /** Where the cut file goes (apps/web/generated/, which git ignores). */
  output: string;
  /** The characters it keeps. */
  text: string;
};

/** The OpenType features a browser applies by itself: the cut file draws those characters as the whole one does. */
const DEFAULT_FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk'];

const modifiedAt = (path: string) => statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? null;

async function cut({ source, output, text }: FontSubset, resolveFrom: string) {
  const from = createRequire(resolveFrom).resolve(source);
  const made = modifiedAt(output);
  if (made !== null && made >= (modifiedAt(from) ?? 0)) return;
  const font = await subsetFont(readFileSync(from), text, { targetFormat: 'woff2', keepFeatures: DEFAULT_FEATURES });
  mkdirSync(dirname(output), { recursive: true });
  // Written aside and moved into place: a build and a test run started together never read half a file.
  const partial = `${output}.${process.pid}.partial`;
  writeFileSync(partial, font);
  renameSync(partial, output);
}

export function fontSubsets(subsets: FontSubset[], resolveFrom: string): Plugin {
  return {
    name: 'font-subsets',
    async buildStart() {
      for (const subset of subsets) await cut(subset, resolveFrom);
    },
  };
}
