import { describe, expect, it } from 'vitest';
import { describeNodeRelease, endOfLifeWarning, NODE_END_OF_LIFE, nodeRelease } from './node-release';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('the Node.js release a server runs on', () => {
  it('knows the end of life of each LTS line from the release schedule', () => {
    expect(NODE_END_OF_LIFE).toEqual({ 20: '2026-04-30', 22: '2027-04-30', 24: '2028-04-30', 26: '2029-04-30' });
  });

  it('is supported up to the day before its end of life, and ended from that day on', () => {
    expect(nodeRelease('v26.10.0', day('2029-04-29'))).toEqual({
      version: 'v26.10.0',
      endOfLife: '2029-04-30',
      ended: false,
    });
    expect(nodeRelease('v26.10.0', day('2029-04-30')).ended).toBe(true);
    expect(nodeRelease('v20.20.2', day('2026-04-29')).ended).toBe(false);
    expect(nodeRelease('v20.20.2', day('2026-05-01')).ended).toBe(true);
  });

  it('reads the line from the major version only', () => {
    expect(nodeRelease('v24.21.0', day('2026-11-25')).endOfLife).toBe('2028-04-30');
    expect(nodeRelease('v2.6.0', day('2026-11-25')).endOfLife).toBeNull();
  });

  it('names the date in the start-up line', () => {
    expect(describeNodeRelease(nodeRelease('v26.10.0', day('2026-11-25')))).toBe(
      'Node.js v26.10.0 (supported until 2029-04-30)',
    );
    expect(describeNodeRelease(nodeRelease('v20.20.2', day('2026-11-25')))).toBe(
      'Node.js v20.20.2 (its release line reached its end of life on 2026-04-30)',
    );
    expect(describeNodeRelease(nodeRelease('v27.1.0', day('2026-11-25')))).toBe(
      'Node.js v27.1.0 (a release line this build has no end-of-life date for)',
    );
  });

  it('warns only once the line has ended, and never for a line it does not know', () => {
    expect(endOfLifeWarning(nodeRelease('v26.10.0', day('2026-11-25')))).toBeNull();
    expect(endOfLifeWarning(nodeRelease('v27.1.0', day('2040-01-01')))).toBeNull();
    expect(endOfLifeWarning(nodeRelease('v20.20.2', day('2026-11-25')))).toBe(
      'Node.js v20.20.2 reached its end of life on 2026-04-30 and gets no security fixes: ' +
        'run a NutriWell built on a supported Node.js (the README says how the runtime is kept up to date)',
    );
  });

  it('takes the running process and today by default', () => {
    expect(nodeRelease().version).toBe(process.version);
  });
});
