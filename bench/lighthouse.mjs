#!/usr/bin/env node
// What a phone gets from each public page of the production build, each figure beside its target, in three tables:
// 1. JavaScript before any input (bench/page-javascript.mjs): every script a page requests from navigation until
//    load + 2 s at 375 x 812 with no input, fetched again with `accept-encoding: gzip` and summed; and whether any of
//    those chunks holds admin code, the post editor or the image uploader.
// 2. Lighthouse with its default mobile settings (simulated throttling): the four category scores, LCP, CLS and TBT,
//    and Lighthouse's CPU benchmark index of this machine beside them.
// 3. First interactions on a phone-speed processor (bench/interactions.mjs): the longest Event Timing interaction
//    while filling in the consultation form on /contact, opening the mobile menu and the Talk to Expert dialog on /.
// Sixteen pages (bench/public-pages.mjs: among them a booking's page and the newsletter's confirm and manage pages
// with real links). Each figure is the median over several runs, each run in a fresh browser context (Lighthouse: a
// fresh Chromium), Debian's Chromium against the server on this machine's loopback, started as `npm start` starts it.
// Usage: npm run bench:lighthouse [-- runs per page, default 3]   (prints three tables; asserts nothing; on the
// pinned Node.js, after installing what is missing and building)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.mjs';
import { CHROMIUM, ensureDebianTools } from '../scripts/debian-tools.mjs';
import { installAndBuild, root } from '../scripts/pnpm.mjs';
import { runOnPinnedNode } from '../scripts/runtime.mjs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';
import { measureInteraction, SCENARIOS } from './interactions.mjs';
import { FIGURES, report } from './lighthouse-report.mjs';
import { describeForbidden, javascriptBeforeInput, readChunkModules } from './page-javascript.mjs';
import { PUBLIC_PAGES_SERVER_ENV, publicPages } from './public-pages.mjs';

await runOnPinnedNode();
installAndBuild();
ensureDebianTools(['chromium'], 'Lighthouse');
// Imported once installed: a fresh clone has no node_modules before installAndBuild().
const { default: lighthouse } = await import('lighthouse');
const { chromium: playwrightChromium } = createRequire(join(root, 'apps/web/package.json'))('@playwright/test');

const PORT = 4793;
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.argv[2] ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`runs per page: a whole number from 1, not ${process.argv[2]}`);
  process.exit(2);
}
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** bench/public-pages.mjs's list. */
const PAGES = 16;
// Per run and page: Lighthouse takes 10-30 s here, gives a page 45 s and a failed run is tried again once; the
// JavaScript before input takes some 4 s and an interaction some 20 s. Past this, all stops.
const DEADLINE_MS = 120_000 + RUNS * (PAGES * 150_000 + PAGES * 20_000 + SCENARIOS.length * 60_000);

const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
/** What a stop must clean up: running children, Playwright's browser and temporary folders. */
const children = new Set();
let playwrightBrowser = null;
/** Set once every page is measured: the server's exit is expected from then on. */
let measured = false;
const folders = new Set([dataDir]);
/** Best effort: a browser still writing its cache as it exits must not end the run. */
const removeFolder = (folder) => {
  if (!folders.delete(folder)) return;
  try {
    rmSync(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  } catch {}
};
const delay = (ms) => new Promise((r) => setTimeout(r, ms));
function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  child.once('error', () => children.delete(child));
  return child;
}
/** SIGTERM (SIGKILL after 5 s); resolves once the child has exited. */
function stop(child) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => resolve(clearTimeout(kill)));
    child.kill('SIGTERM');
  });
}

/** The built server as `npm start` starts it; the first start seeds sample recipes and posts. */
async function startServer() {
  const env = {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    BACKUP_INTERVAL_HOURS: '0',
    // An administrator, and no limit on leads: the setup of the pages, and a consultation form sent per run.
    ...PUBLIC_PAGES_SERVER_ENV,
  };
  const child = track(
    spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/server/dist/main.js'], {
      env: { ...process.env, ...SERVER_ENV, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  // Pages measured after that would be Chromium's error page: say so where it happened.
  child.once('exit', (code, signal) => {
    if (!stopping && !measured) console.error(`the server exited (${signal ?? code}) during the run`);
  });
  for (const started = Date.now(); Date.now() - started < 60_000; await delay(50)) {
    if (child.exitCode !== null) throw new Error('the server exited; is there a build (npm run build)?');
    try {
      if ((await fetch(`${BASE}/`)).status === 200) return child;
    } catch {}
  }
  throw new Error('the server did not answer / with 200 within 60 s');
}

/** Chromium with a fresh profile; resolves with it, its DevTools port and the profile folder. */
async function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-chromium-'));
  folders.add(profile);
  const args = [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'];
  const child = track(spawn(CHROMIUM, args, { stdio: ['ignore', 'ignore', 'pipe'] }));
  let output = '';
  try {
    const port = await new Promise((resolve, reject) => {
      setTimeout(() => reject(new Error(`Chromium opened no DevTools port in 20 s:\n${output}`)), 20_000).unref();
      child.once('error', (error) => reject(new Error(`Chromium (${CHROMIUM}) did not start: ${error.message}`)));
      child.once('exit', (code) => reject(new Error(`Chromium (${CHROMIUM}) exited with ${code}:\n${output}`)));
      child.stderr.on('data', (chunk) => {
        output = (output + chunk).slice(-4000);
        const found = /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
        if (found) resolve(Number(found[1]));
      });
    });
    return { child, port, profile };
  } catch (error) {
    await stop(child);
    removeFolder(profile);
    throw error;
  }
}

/** One Lighthouse run of one page in its own Chromium: the figures, and what is printed below the table. */
async function measure(url) {
  const chromium = await startChromium();
  try {
    const flags = { port: chromium.port, hostname: '127.0.0.1', logLevel: 'error', onlyCategories: CATEGORIES };
    const lhr = (await lighthouse(url, flags))?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    if (lhr.runtimeError) return { error: lhr.runtimeError.code, message: lhr.runtimeError.message };
    const { audits } = lhr;

    const failing = CATEGORIES.slice(1)
      .flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
      .map((ref) => audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1);
    // Lighthouse 13 replaced the largest-contentful-paint-element audit by the LCP breakdown insight.
    const lcpNode = findNode((audits['largest-contentful-paint-element'] ?? audits['lcp-breakdown-insight'])?.details);
    return {
      version: lhr.lighthouseVersion,
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
      figures: FIGURES.map(([, read]) => read(lhr)),
      failing: failing.map((audit) => ({ id: audit.id, title: audit.title, example: example(audit) })),
      lcpElement: lcpNode ? describe(lcpNode) : 'none reported',
      shifts: (audits['layout-shifts']?.details?.items ?? []).map((item) => ({
        node: describe(item.node),
        score: item.score,
        causes: (item.subItems?.items ?? []).map((s) => s.cause),
      })),
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await stop(chromium.child);
    removeFolder(chromium.profile);
  }
}

/** What the first item of a failing audit names (the console message, the link, the element), shortened. */
function example(audit) {
  const item = audit.details?.items?.[0];
  const text = item && (item.description ?? (item.href ? `${item.text} -> ${item.href}` : item.node?.snippet));
  return typeof text === 'string' ? text.replace(/\s+/g, ' ').slice(0, 100) : '';
}
/** The first node in an audit's details (a table, or a list of tables and nodes). */
function findNode(details) {
  if (!details || details.type === 'node') return details;
  for (const item of details.items ?? []) {
    const node = item.type ? findNode(item) : item.node;
    if (node) return node;
  }
}
function describe(node) {
  if (!node) return 'an element Lighthouse did not name';
  const snippet = (node.snippet ?? '').replace(/\s+/g, ' ');
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 50);
  return `${snippet.length > 90 ? `${snippet.slice(0, 87)}...` : snippet}${label ? ` "${label}"` : ''}`;
}

/** Whether a page asks not to be indexed (`<meta name="robots" content="noindex...">`): SEO has no target there. */
const isNoindex = (html) =>
  [...html.matchAll(/<meta\b[^>]*>/gi)].some(([tag]) => /name=["']?robots\b/i.test(tag) && /noindex/i.test(tag));

/** Runs `measure` RUNS times for each item, logging each run's summary; resolves with item name -> runs. */
async function repeat(items, measure, summary) {
  const results = new Map();
  for (const item of items) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      const started = performance.now();
      const result = await measure(item, run);
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.error(`${item.name} run ${run}/${RUNS} (${seconds} s): ${summary(result)}`);
      runs.push(result);
    }
    results.set(item.name, runs);
  }
  return results;
}

async function main() {
  const started = { at: performance.now(), load: loadavg()[0] };
  const server = await startServer();
  const pages = await publicPages(BASE, dataDir);
  for (const page of pages) {
    const res = await fetch(`${BASE}${page.path}`);
    if (res.status !== 200) console.error(`${page.name} answered ${res.status}: measured all the same`);
    page.noindex = isNoindex(await res.text());
  }

  playwrightBrowser = await playwrightChromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const chunkModules = readChunkModules(root);
  const javascript = await repeat(
    pages,
    (page) => javascriptBeforeInput(playwrightBrowser, `${BASE}${page.path}`, chunkModules),
    (r) => `JavaScript before input ${r.kb.toFixed(1)} KB gzip in ${r.files} files, ${describeForbidden(r.forbidden)}`,
  );
  const interactions = await repeat(
    SCENARIOS,
    (scenario, run) => measureInteraction(playwrightBrowser, BASE, scenario, run),
    (r) => `longest interaction ${r.ms.toFixed(0)} ms (${r.longest?.name ?? '-'})${r.problem ? `; ${r.problem}` : ''}`,
  );
  await playwrightBrowser.close();
  playwrightBrowser = null;

  const lighthouseRuns = await repeat(
    pages,
    async (page) => {
      const run = await measure(`${BASE}${page.path}`);
      // Lighthouse asks to run again after a trace hiccup (NO_NAVSTART and the like): once.
      const again = run.error ? await measure(`${BASE}${page.path}`) : run;
      if (!again.error) return again;
      // Chromium's error page (CHROME_INTERSTITIAL_ERROR) says little: whether the server still answers says more.
      const now = await fetch(`${BASE}${page.path}`).then(
        (res) => `HTTP ${res.status}`,
        (error) => error.message,
      );
      return { ...again, message: `${again.message} (the server's answer now: ${now})` };
    },
    (run) =>
      run.error
        ? `${run.error}: ${run.message}`
        : `${run.figures.map((value, f) => `${FIGURES[f][0]} ${FIGURES[f][2](value)}`).join(', ')}, CPU index ${run.benchmarkIndex}`,
  );
  measured = true;
  await stop(server);
  const machine = {
    cpus: availableParallelism(),
    load: [started.load, loadavg()[0]],
    minutes: (performance.now() - started.at) / 60_000,
  };
  return { pages, runs: RUNS, javascript, lighthouse: lighthouseRuns, scenarios: SCENARIOS, interactions, machine };
}

let stopping = false;
async function shutDown(code) {
  if (stopping) return;
  stopping = true;
  await playwrightBrowser?.close().catch(() => {});
  await Promise.all([...children].map(stop));
  for (const folder of [...folders]) removeFolder(folder);
  process.exit(code);
}
setTimeout(() => {
  console.error(`stopped: the run took longer than ${DEADLINE_MS / 60_000} minutes`);
  shutDown(2);
}, DEADLINE_MS).unref();
process.once('uncaughtException', (error) => {
  console.error(error);
  shutDown(1);
});
process.once('SIGINT', () => shutDown(130));
process.once('SIGTERM', () => shutDown(143));

try {
  report(await main());
  await shutDown(0);
} catch (error) {
  if (!stopping) console.error(error);
  await shutDown(1);
}
