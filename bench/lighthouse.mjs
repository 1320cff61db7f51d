#!/usr/bin/env node
// Lighthouse's figures for eight public pages of the production build (among them /contact and a booking page), each
// beside its target: the four category scores, LCP, CLS, TBT and the initial JavaScript, each the median over several
// runs with Lighthouse's default mobile settings (simulated throttling), in Debian's Chromium against the server on
// this machine's loopback.
// Initial JavaScript: the scripts Chromium requested before the page was hydrated, i.e. interactive (the web app's
// `hydrated` performance mark; Lighthouse's network-requests audit, resourceType Script), each fetched again with
// `accept-encoding: gzip`: the sum of the response bodies, in KB
// (Chromium gets brotli on loopback, so Lighthouse's own transfer sizes would be brotli's and include headers).
// Usage: npm run bench:lighthouse [-- runs per page, default 3]   (prints one table; asserts nothing; on the pinned
// Node.js, after installing what is missing and building)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.mjs';
import { CHROMIUM, ensureDebianTools } from '../scripts/debian-tools.mjs';
import { installAndBuild } from '../scripts/pnpm.mjs';
import { runOnPinnedNode } from '../scripts/runtime.mjs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';
import { bookedPage, visitorToken } from './booking.mjs';

await runOnPinnedNode();
installAndBuild();
ensureDebianTools(['chromium'], 'Lighthouse');
// Imported once installed: a fresh clone has no node_modules before installAndBuild().
const { default: lighthouse } = await import('lighthouse');

const PORT = 4773;
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.argv[2] ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`runs per page: a whole number from 1, not ${process.argv[2]}`);
  process.exit(2);
}
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const INITIAL_JS_TARGET_KB = 125;
// A run takes 10-30 s here, Lighthouse gives a page 45 s and a failed run is tried again once; past this, all stops.
const DEADLINE_MS = 60_000 + RUNS * 8 * 150_000;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
/** What a stop must clean up: running children and temporary folders. */
const children = new Set();
const folders = new Set([dataDir]);
/** Best effort: a browser still writing its cache as it exits must not end the run. */
const removeFolder = (folder) => {
  if (!folders.delete(folder)) return;
  try {
    rmSync(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  } catch {}
};
const delay = (ms) => new Promise((r) => setTimeout(r, ms));
const groupBy = (items, key) =>
  items.reduce((groups, item) => groups.set(key(item), [...(groups.get(key(item)) ?? []), item]), new Map());
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

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

/** The built server as bench/render.mjs starts it; the first start seeds sample recipes and posts. */
async function startServer() {
  const env = {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    BACKUP_INTERVAL_HOURS: '0',
  };
  const child = track(
    spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/server/dist/main.js'], {
      env: { ...process.env, ...SERVER_ENV, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
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

/** What the server sends for a URL to a client that accepts gzip only: body bytes, status and content-encoding. */
const servedAsGzip = new Map();
async function gzipSize(url) {
  const res = await new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, resolve).on('error', reject);
  });
  let bytes = 0;
  for await (const chunk of res) bytes += chunk.length;
  return { bytes, status: res.statusCode, encoding: res.headers['content-encoding'] ?? 'identity' };
}
const gzipSizeOnce = (url) => servedAsGzip.get(url) ?? servedAsGzip.set(url, gzipSize(url)).get(url);

const category = (id) => (lhr) =>
  lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id].score * 100);
const metric = (id) => (lhr) => lhr.audits[id]?.numericValue ?? NaN;
/** [figure, read from the report, format, target, met] */
const FIGURES = [
  ['performance score', category('performance'), String, '>= 98', (v) => v >= 98],
  ['accessibility score', category('accessibility'), String, '100', (v) => v === 100],
  ['best practices score', category('best-practices'), String, '100', (v) => v === 100],
  ['SEO score', category('seo'), String, '100', (v) => v === 100],
  ['LCP', metric('largest-contentful-paint'), (v) => `${(v / 1000).toFixed(2)} s`, '<= 1.0 s', (v) => v <= 1000],
  ['CLS', metric('cumulative-layout-shift'), (v) => v.toFixed(3), '<= 0.02', (v) => v <= 0.02],
  ['TBT', metric('total-blocking-time'), (v) => `${v.toFixed(0)} ms`, '<= 100 ms', (v) => v <= 100],
];

/** One Lighthouse run of one page in its own Chromium: the figures, and what is printed below the table. */
async function measure(url) {
  const chromium = await startChromium();
  try {
    const flags = { port: chromium.port, hostname: '127.0.0.1', logLevel: 'error', onlyCategories: CATEGORIES };
    const lhr = (await lighthouse(url, flags))?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    if (lhr.runtimeError) return { error: lhr.runtimeError.code, message: lhr.runtimeError.message };
    const { audits } = lhr;

    // The page loads its scripts after the first paint, so the load event says nothing: what counts is what it
    // fetched before React had hydrated it (apps/web/src/routes/__root.tsx marks that moment).
    const hydratedMs =
      (audits['user-timings']?.details?.items ?? []).find((t) => t.name === 'hydrated')?.startTime ?? Infinity;
    const scripts = (audits['network-requests']?.details?.items ?? []).filter(
      (r) => r.resourceType === 'Script' && (r.rendererStartTime ?? 0) <= hydratedMs,
    );
    const sizes = await Promise.all(
      scripts.filter((r) => r.url.startsWith(`${BASE}/`)).map((r) => gzipSizeOnce(r.url)),
    );

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
      initialJs: {
        kb: sizes.reduce((sum, s) => sum + (s.status === 200 ? s.bytes : 0), 0) / 1024,
        files: sizes.length,
      },
      notGzip: sizes.filter((s) => s.status === 200 && s.encoding !== 'gzip').length,
      // A build written during the run replaces the hashed files the page asked for.
      gone: sizes.filter((s) => s.status !== 200).length,
      otherHosts: scripts.length - sizes.length,
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

/** The first recipe's and the first post's ids, read with a visitor's token. */
async function firstIds() {
  const token = await visitorToken(BASE);
  const read = async (path) => {
    const res = await fetch(`${BASE}${path}`, { headers: { 'x-encrypted-token': token } });
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    return res.json();
  };
  const { recipes } = await read('/api/recipes');
  const { blogs } = await read('/api/blogs');
  if (!recipes?.length || !blogs?.length) throw new Error('the seeded database holds no recipe or no post');
  return { recipe: recipes[0].id, post: blogs[0].id };
}

async function main() {
  const server = await startServer();
  const { recipe, post } = await firstIds();
  const booking = await bookedPage(BASE, dataDir);
  const pages = ['/', '/contact', '/services', '/blog', `/blog/${post}`, '/recipes', `/recipes/${recipe}`, booking];
  const statuses = new Map();
  for (const path of pages) statuses.set(path, (await fetch(`${BASE}${path}`)).status);

  const results = new Map();
  for (const path of pages) {
    const runs = [];
    for (let i = 1; i <= RUNS; i++) {
      let run = await measure(`${BASE}${path}`);
      // Lighthouse asks to run again after a trace hiccup (NO_NAVSTART and the like): once.
      if (run.error) run = await measure(`${BASE}${path}`);
      const figures = run.figures?.map((value, f) => `${FIGURES[f][0]} ${FIGURES[f][2](value)}`).join(', ');
      const summary = run.error ? `${run.error}: ${run.message}` : `${figures}, CPU index ${run.benchmarkIndex}`;
      console.error(`${path} run ${i}/${RUNS}: ${summary}`);
      runs.push(run);
    }
    results.set(path, runs);
  }
  await stop(server);
  return { pages, statuses, results };
}

/** The table rows of one page: each figure's median beside its target. */
function pageRows(path, runs, errors, status) {
  const rows = [];
  if (errors.length) {
    rows.push([path, 'runs', `${errors.length} failed: ${errors[0].error} (HTTP ${status})`, '0 failed', 'no']);
  }
  if (!runs.length) return rows;
  FIGURES.forEach(([name, , format, target, met], i) => {
    const value = median(runs.map((r) => r.figures[i]));
    const shown = Number.isNaN(value) ? 'not reported' : format(value);
    rows.push([i === 0 && !errors.length ? path : '', name, shown, target, met(value) ? 'yes' : 'no']);
  });
  const kb = median(runs.map((r) => r.initialJs.kb));
  const notes = [
    `${median(runs.map((r) => r.initialJs.files))} files`,
    ...(runs.some((r) => r.notGzip) ? ['some not sent as gzip'] : []),
    ...(runs.some((r) => r.gone) ? ['some no longer served (rebuilt during the run?)'] : []),
    ...(runs.some((r) => r.otherHosts) ? ['scripts from other hosts not counted'] : []),
  ];
  const home = path === '/';
  const target = home ? `<= ${INITIAL_JS_TARGET_KB} KB` : '(target on / only)';
  const met = home ? (kb <= INITIAL_JS_TARGET_KB ? 'yes' : 'no') : '-';
  rows.push(['', 'initial JavaScript (gzip)', `${kb.toFixed(1)} KB, ${notes.join(', ')}`, target, met]);
  return rows;
}

/** The LCP element(s) and the largest layout-shift culprits of one page over its runs. */
function pageFindings(path, runs) {
  const lines = [path];
  const elements = groupBy(runs, (r) => r.lcpElement);
  for (const [element, seen] of elements) {
    lines.push(`  LCP element: ${element}${elements.size > 1 ? ` (${seen.length} of ${runs.length} runs)` : ''}`);
  }
  const shifts = groupBy(
    runs.flatMap((r, run) => r.shifts.map((shift) => ({ ...shift, run }))),
    (shift) => shift.node,
  );
  const culprits = [...shifts]
    .map(([node, list]) => ({ node, list, score: Math.max(...list.map((shift) => shift.score)) }))
    .filter((c) => c.score >= 0.001)
    .sort((a, b) => b.score - a.score);
  if (!culprits.length) lines.push('  layout shifts: none of 0.001 or more');
  for (const { node, list, score } of culprits.slice(0, 4)) {
    const causes = [...new Set(list.flatMap((shift) => shift.causes))];
    const seen = `in ${new Set(list.map((shift) => shift.run)).size} of ${runs.length} runs`;
    lines.push(`  shift ${score.toFixed(3)}: ${node} (${seen}${causes.length ? `, cause: ${causes.join(', ')}` : ''})`);
  }
  for (const warning of new Set(runs.flatMap((r) => r.warnings))) lines.push(`  Lighthouse warning: ${warning}`);
  return lines;
}

function report({ pages, statuses, results }) {
  const rows = [];
  const findings = [];
  const failing = new Map();
  for (const path of pages) {
    const runs = results.get(path).filter((r) => !r.error);
    const errors = results.get(path).filter((r) => r.error);
    rows.push(...pageRows(path, runs, errors, statuses.get(path)));
    if (runs.length) findings.push(...pageFindings(path, runs));
    for (const { id, title, example } of runs.flatMap((r) => r.failing)) {
      if (!failing.has(id)) failing.set(id, { title, example, pages: new Set() });
      failing.get(id).pages.add(path);
    }
  }

  const measured = [...results.values()].flat().filter((r) => !r.error);
  const intro = [
    `Lighthouse ${measured[0]?.version}, default mobile settings (simulated throttling), ${RUNS} run(s) per page, each`,
    'in a fresh Chromium: every value is the median of that figure over the runs, not the figures of one run.',
    'Initial JavaScript: the scripts requested before the page was hydrated, fetched again with accept-encoding: gzip; the',
    "sum of the bodies sent (target on / only). Server and browser on this machine's loopback; Lighthouse's CPU",
    `benchmark index here: ${median(measured.map((r) => r.benchmarkIndex)).toFixed(0)} (median of the runs).`,
  ];
  const headings = ['page', 'figure', `median of ${RUNS} run(s)`, 'target', 'met'];
  const widths = headings.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${intro.join('\n')}\n`);
  console.log([headings, widths.map((w) => '-'.repeat(w)), ...rows].map(line).join('\n'));

  console.log('\nFailing accessibility, best-practices and SEO audits (score below 1 in any run):');
  if (!failing.size) console.log('  none');
  for (const [id, { title, example, pages: where }] of failing) {
    console.log(`  ${id}: ${title} (${[...where].join(', ')})${example ? `\n    first item: ${example}` : ''}`);
  }
  console.log('\nLCP element and layout-shift culprits (the largest shift score seen, the element that moved):');
  console.log(findings.join('\n'));
}

let stopping = false;
async function shutDown(code) {
  if (stopping) return;
  stopping = true;
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
