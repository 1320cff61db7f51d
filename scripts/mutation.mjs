#!/usr/bin/env node
// `npm run test:mutation [-- [--ci] <file> ...]`: StrykerJS over each module in stryker.config.mjs (or the modules of
// the named source files; with --ci, those `npm test` runs), one module at a time with its own tests (with --ci, each
// `sharedRun` group in one run), then one table: each module's mutants, how many the tests detected, its score beside
// its bar, and the mutants no test noticed. Reports: reports/mutation/<module>.html and .json. Exits 1 when a module is
// under its bar.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import config, { MUTATION_MODULES, moduleSlug, REPORT_DIR } from '../stryker.config.mjs';
import { installDependencies, pnpm, root } from './pnpm.mjs';
import { runOnPinnedNode } from './runtime.mjs';

await runOnPinnedNode();

const ciOnly = process.argv.includes('--ci');
const files = process.argv
  .slice(2)
  .filter((arg) => arg !== '--ci')
  .map((file) => relative(root, join(process.cwd(), file)));

/** "file.ts:10-20" -> what a mutant at `line` of `file` must match. */
function parseTarget(target) {
  const match = /^(.*?)(?::(\d+)-(\d+))?$/.exec(target);
  return { file: match[1], first: Number(match[2] ?? 1), last: Number(match[3] ?? Number.POSITIVE_INFINITY) };
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/** The score row and undetected mutants of one module, from its run's JSON report. */
function summarise(module, report) {
  const mutants = module.mutate
    .filter((target) => files.length === 0 || files.includes(parseTarget(target).file))
    .map(parseTarget)
    .flatMap(({ file, first, last }) =>
      (report.files[file]?.mutants ?? [])
        .filter((m) => m.location.start.line >= first && m.location.start.line <= last)
        .map((m) => ({ ...m, file })),
    );
  const counted = mutants.filter((m) => DETECTED.has(m.status) || UNDETECTED.has(m.status));
  const detected = counted.filter((m) => DETECTED.has(m.status)).length;
  const score = counted.length ? (100 * detected) / counted.length : 100;
  const survivors = counted
    .filter((m) => UNDETECTED.has(m.status))
    .map((m) => {
      const replacement = m.replacement ? ` -> ${m.replacement.replace(/\s+/g, ' ').slice(0, 80)}` : '';
      return `${m.file}:${m.location.start.line} ${m.mutatorName}${replacement} (${m.status})`;
    });
  return { row: { module, counted: counted.length, detected, score }, survivors };
}

function printTable(rows) {
  const table = [
    ['module', 'mutants', 'detected', 'score', 'bar', 'met'],
    ...rows.map((r) => [
      r.module.name,
      String(r.counted),
      String(r.detected),
      `${r.score.toFixed(1)}%`,
      `>= ${r.module.bar}%`,
      r.score >= r.module.bar ? 'yes' : 'no',
    ]),
  ];
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
  const line = (row) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(table[0]));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of table.slice(1)) console.log(line(row));
  const all = rows.reduce((sum, r) => ({ counted: sum.counted + r.counted, detected: sum.detected + r.detected }), {
    counted: 0,
    detected: 0,
  });
  if (all.counted)
    console.log(
      `\nAll: ${all.detected} of ${all.counted} mutants detected (${((100 * all.detected) / all.counted).toFixed(1)}%).`,
    );
}

const modules = MUTATION_MODULES.filter(
  (module) =>
    (!ciOnly || module.ci) &&
    (files.length === 0 || module.mutate.some((target) => files.includes(parseTarget(target).file))),
);
if (modules.length === 0) {
  console.error(`None of ${files.join(', ')} is in a module of stryker.config.mjs; add it there with its tests.`);
  process.exit(1);
}

/**
 * The Stryker runs: one a module; with --ci, the modules of each `sharedRun` group together in one run with all their
 * tests.
 */
const groups = new Map();
if (ciOnly)
  for (const module of modules.filter((m) => m.sharedRun)) {
    groups.set(module.sharedRun, [...(groups.get(module.sharedRun) ?? []), module]);
  }
const shared = [...groups.entries()].filter(([, members]) => members.length > 1);
const runs = [
  ...shared.map(([group, members]) => ({
    name: members.map((m) => m.name).join(', '),
    report: `quick-modules-${group}`,
    modules: members,
  })),
  ...modules
    .filter((module) => !shared.some(([, members]) => members.includes(module)))
    .map((module) => ({ name: module.name, report: moduleSlug(module), modules: [module] })),
];

installDependencies();
const rows = [];
const survivors = [];
for (const run of runs) {
  const reportFile = join(root, REPORT_DIR, `${run.report}.json`);
  rmSync(reportFile, { force: true });
  console.log(`\n── ${run.name}`);
  const status = pnpm(['exec', 'stryker', 'run', 'stryker.config.mjs'], {
    env: {
      MUTATION_MODULE: run.modules.map(moduleSlug).join(','),
      MUTATION_REPORT: run.report,
      MUTATION_FILES: files.join(','),
    },
  });
  if (!existsSync(reportFile)) {
    console.error(`The mutation run of ${run.name} wrote no report (exit ${status}).`);
    process.exit(1);
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  for (const module of run.modules) {
    const result = summarise(module, report);
    rows.push(result.row);
    survivors.push(...result.survivors);
  }
}
console.log(`\nMutation score by module (${config.coverageAnalysis} coverage; reports in ${REPORT_DIR}/)\n`);
printTable(rows);
if (survivors.length) {
  console.log(`\nNot detected (${survivors.length}):`);
  for (const survivor of survivors) console.log(`  ${survivor}`);
}
process.exit(rows.every((r) => r.score >= r.module.bar) ? 0 : 1);
