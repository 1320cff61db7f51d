// The Node.js this program runs on and how long its release line gets security fixes, as known when it was built:
// `--version` names it and the server says at start when the line is past its end of life.

/**
 * End of life of the LTS lines, from the Node.js release schedule (github.com/nodejs/Release, "Release schedule"),
 * as it stood at this build: a newer build knows newer lines. Odd lines are never LTS and are left out.
 */
export const NODE_END_OF_LIFE: Readonly<Record<number, string>> = {
  20: '2026-04-30',
  22: '2027-04-30',
  24: '2028-04-30',
  26: '2029-04-30',
};

export type NodeRelease = {
  /** `v26.10.0` */
  version: string;
  /** The end-of-life date (YYYY-MM-DD) of its line, or null for a line this build does not know. */
  endOfLife: string | null;
  /** True from the end-of-life day on. */
  ended: boolean;
};

export function nodeRelease(version: string = process.version, today: Date = new Date()): NodeRelease {
  const line = Number(/^v(\d+)\./.exec(version)?.[1]);
  const endOfLife = NODE_END_OF_LIFE[line] ?? null;
  return { version, endOfLife, ended: endOfLife !== null && today.toISOString().slice(0, 10) >= endOfLife };
}

/** The line printed at start: `Node.js v26.10.0 (supported until 2029-04-30)`. */
export function describeNodeRelease({ version, endOfLife, ended }: NodeRelease): string {
  if (endOfLife === null) return `Node.js ${version} (a release line this build has no end-of-life date for)`;
  if (ended) return `Node.js ${version} (its release line reached its end of life on ${endOfLife})`;
  return `Node.js ${version} (supported until ${endOfLife})`;
}

/** The warning a server on an ended line logs at start, or null while its line is supported. */
export function endOfLifeWarning(release: NodeRelease): string | null {
  if (!release.ended) return null;
  return (
    `Node.js ${release.version} reached its end of life on ${release.endOfLife} and gets no security fixes: ` +
    'run a NutriWell built on a supported Node.js (the README says how the runtime is kept up to date)'
  );
}
