// The three tables bench/lighthouse.mjs prints from its runs (JavaScript before any input, Lighthouse, first
// interactions), each figure the median of its runs beside its target, and what explains the misses below them.

import { CPU_SLOWDOWN, INTERACTION_TARGET_MS } from './interactions.mjs';
import { AFTER_LOAD_MS, BEFORE_INPUT_TARGET_KB, describeForbidden } from './page-javascript.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const groupBy = (items, key) =>
  items.reduce((groups, item) => groups.set(key(item), [...(groups.get(key(item)) ?? []), item]), new Map());
const yesNo = (met) => (met ? 'yes' : 'no');

const category = (id) => (lhr) =>
  lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id].score * 100);
const metric = (id) => (lhr) => lhr.audits[id]?.numericValue ?? NaN;
/** [column, read from the report, format, target, met] */
export const FIGURES = [
  ['performance', category('performance'), String, '>= 98', (v) => v >= 98],
  ['accessibility', category('accessibility'), String, '100', (v) => v === 100],
  ['best practices', category('best-practices'), String, '100', (v) => v === 100],
  ['SEO', category('seo'), String, '100', (v) => v === 100],
  ['LCP', metric('largest-contentful-paint'), (v) => `${(v / 1000).toFixed(2)} s`, '<= 1.0 s', (v) => v <= 1000],
  ['CLS', metric('cumulative-layout-shift'), (v) => v.toFixed(3), '<= 0.02', (v) => v <= 0.02],
  ['TBT', metric('total-blocking-time'), (v) => `${v.toFixed(0)} ms`, '<= 100 ms', (v) => v <= 100],
];
const SEO = FIGURES.findIndex(([name]) => name === 'SEO');

const printIntro = (lines) => console.log(`\n${lines.join('\n')}\n`);

function printTable(headings, rows) {
  const widths = headings.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log([headings, widths.map((w) => '-'.repeat(w)), ...rows].map(line).join('\n'));
}

/** Table 1: each page's scripts before any input (gzip) and the forbidden chunks among them. */
function javascriptTable({ pages, javascript, runs }) {
  printIntro([
    `1. JavaScript before any input: every script a page requests from navigation until load + ${AFTER_LOAD_MS / 1000} s at 375 x 812`,
    'with no input (a first visit: nothing cached or stored), each fetched again with accept-encoding: gzip and the bytes',
    `sent summed (small files come uncompressed); median of ${runs} run(s). Admin, editor or uploader: a loaded chunk holding`,
    'a module of an admin folder or route, the post editor (or its editor library) or the image uploader, in any run',
    '(apps/web/dist/client/.vite/chunk-modules.json).',
  ]);
  const rows = pages.map(({ name }) => {
    const measured = javascript.get(name);
    const kb = median(measured.map((r) => r.kb));
    const forbidden = [...new Map(measured.flatMap((r) => r.forbidden).map((f) => [f.file, f])).values()];
    const notes = [
      `${median(measured.map((r) => r.files))} files`,
      `inline code ${median(measured.map((r) => r.inlineKb)).toFixed(1)} KB gzip (not counted)`,
      ...(measured.some((r) => r.notGzip) ? ['some over 1 KB not sent as gzip'] : []),
      ...(measured.some((r) => r.gone) ? ['some no longer served (rebuilt during the run?)'] : []),
      ...(measured.some((r) => r.otherHosts) ? ['scripts from other hosts not counted'] : []),
    ];
    return [
      name,
      `${kb.toFixed(1)} KB`,
      yesNo(kb <= BEFORE_INPUT_TARGET_KB),
      describeForbidden(forbidden),
      yesNo(!forbidden.length),
      notes.join(', '),
    ];
  });
  printTable(
    [
      'page',
      'JS before input (gzip)',
      `<= ${BEFORE_INPUT_TARGET_KB} KB`,
      'admin, editor or uploader chunks',
      'none',
      'notes',
    ],
    rows,
  );
}

/** Table 2: Lighthouse's figures per page, the CPU index beside them; SEO has no target on noindex pages. */
function lighthouseTable({ pages, lighthouse, runs }) {
  const measured = [...lighthouse.values()].flat().filter((r) => !r.error);
  printIntro([
    `2. Lighthouse ${measured[0]?.version ?? ''}, default mobile settings (simulated throttling), ${runs} run(s) per page, each in a`,
    'fresh Chromium: every value is the median of that figure over the runs. SEO has no target on a page that asks not',
    "to be indexed (robots noindex). CPU index: Lighthouse's benchmarkIndex of this machine (median of the page's runs).",
  ]);
  const rows = [['(target)', ...FIGURES.map(([, , , target]) => target), '-', '']];
  for (const { name, noindex } of pages) {
    const all = lighthouse.get(name);
    const ok = all.filter((r) => !r.error);
    const errors = all.filter((r) => r.error);
    const note = errors.length ? `${errors.length} run(s) failed: ${errors[0].error}` : '';
    if (!ok.length) {
      rows.push([name, ...FIGURES.map(() => '-'), '-', note]);
      continue;
    }
    const missed = [];
    const cells = FIGURES.map(([figure, , format, , met], i) => {
      const value = median(ok.map((r) => r.figures[i]));
      if (Number.isNaN(value)) return 'not reported';
      const counted = !(i === SEO && noindex);
      if (counted && !met(value)) missed.push(figure);
      return `${format(value)}${counted ? '' : ' (noindex)'}`;
    });
    const cpu = median(ok.map((r) => r.benchmarkIndex)).toFixed(0);
    rows.push([name, ...cells, cpu, [missed.length ? missed.join(', ') : 'none', note].filter(Boolean).join('; ')]);
  }
  printTable(['page', ...FIGURES.map(([name]) => name), 'CPU index', 'targets missed'], rows);
  printLighthouseFindings(pages, lighthouse);
}

function printLighthouseFindings(pages, lighthouse) {
  const failing = new Map();
  const findings = [];
  for (const { name } of pages) {
    const runs = lighthouse.get(name).filter((r) => !r.error);
    if (runs.length) findings.push(...pageFindings(name, runs));
    for (const { id, title, example } of runs.flatMap((r) => r.failing)) {
      if (!failing.has(id)) failing.set(id, { title, example, pages: new Set() });
      failing.get(id).pages.add(name);
    }
  }
  console.log('\nFailing accessibility, best-practices and SEO audits (score below 1 in any run):');
  if (!failing.size) console.log('  none');
  for (const [id, { title, example, pages: where }] of failing) {
    console.log(`  ${id}: ${title} (${[...where].join(', ')})${example ? `\n    first item: ${example}` : ''}`);
  }
  console.log('\nLCP element and layout-shift culprits (the largest shift score seen, the element that moved):');
  console.log(findings.join('\n'));
}

/** The LCP element(s) and the largest layout-shift culprits of one page over its runs. */
function pageFindings(name, runs) {
  const lines = [name];
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

/** Table 3: the longest interaction of each visitor's steps on a slowed-down processor. */
function interactionTable({ scenarios, interactions, lighthouse, runs }) {
  const indexes = [...lighthouse.values()]
    .flat()
    .filter((r) => !r.error)
    .map((r) => r.benchmarkIndex);
  const index = indexes.length ? median(indexes) : NaN;
  printIntro([
    `3. First interactions on a phone-speed processor: Chromium slowed down ${CPU_SLOWDOWN}x (CDP Emulation.setCPUThrottlingRate; this`,
    `machine's CPU index ${index.toFixed(0)}, about ${(index / CPU_SLOWDOWN).toFixed(0)} slowed down), 375 x 812 with touch; the page left alone until load + ${AFTER_LOAD_MS / 1000} s,`,
    "then tapped and typed into (50 ms a key). Longest interaction: the longest Event Timing entry (type 'event',",
    "durationThreshold 16, or 'first-input') of any interaction, from the input to the next paint; '< 16 ms' when the",
    `page reported none. Median of ${runs} run(s); the slowest event is the median run's.`,
  ]);
  const rows = scenarios.map(({ name, path, steps }) => {
    const measured = interactions.get(name);
    const ms = median(measured.map((r) => r.ms));
    const middle = [...measured].sort((a, b) => a.ms - b.ms)[Math.floor((measured.length - 1) / 2)];
    const slowest = middle.longest;
    const problems = [...new Set(measured.map((r) => r.problem).filter(Boolean))];
    return [
      `${path}: ${name}`,
      steps,
      ms ? `${ms.toFixed(0)} ms` : '< 16 ms',
      // Steps that did not happen measure nothing.
      problems.length ? 'no (steps failed)' : yesNo(ms <= INTERACTION_TARGET_MS),
      slowest
        ? `${slowest.name} on ${slowest.target || 'the page'}: input delay ${slowest.inputDelay.toFixed(0)} ms, handlers ${slowest.processing.toFixed(0)} ms, to paint ${(slowest.duration - slowest.inputDelay - slowest.processing).toFixed(0)} ms`
        : '-',
      String(median(measured.map((r) => r.count))),
      problems.join('; ') || '-',
    ];
  });
  printTable(
    [
      'page: interaction',
      'steps',
      'longest interaction',
      `<= ${INTERACTION_TARGET_MS} ms`,
      'slowest event',
      'interactions >= 16 ms',
      'went wrong',
    ],
    rows,
  );
}

export function report(results) {
  const { cpus, load, minutes } = results.machine;
  console.log(
    `\n${results.pages.length} pages, ${results.runs} run(s) each, in ${minutes.toFixed(1)} minutes on ${cpus} CPUs; load ` +
      `average ${load[0].toFixed(1)} at the start, ${load[1].toFixed(1)} at the end. Timings follow the machine's load: ` +
      'compare runs made side by side.',
  );
  javascriptTable(results);
  lighthouseTable(results);
  interactionTable(results);
}
