// Group commit: writes that arrive together share one transaction, so one commit (one write-ahead-log append)
// serves many leads. Each write runs in its own savepoint: one that fails is rolled back alone and the others
// commit. Nothing is answered before the commit, so every acknowledged write is durable.
import type { DB } from '@coach/db';
import { sql } from 'kysely';

type Job = {
  work: (trx: DB) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

export type GroupCommit = { run<T>(work: (trx: DB) => Promise<T>): Promise<T> };

export function createGroupCommit(db: DB): GroupCommit {
  let pending: Job[] = [];
  let scheduled = false;

  async function flush() {
    scheduled = false;
    const jobs = pending;
    pending = [];
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const job of jobs) {
          await sql`savepoint group_write`.execute(trx);
          try {
            outcomes.push({ ok: true, value: await job.work(trx) });
          } catch (error) {
            await sql`rollback to savepoint group_write`.execute(trx);
            outcomes.push({ ok: false, error });
          }
          await sql`release savepoint group_write`.execute(trx);
        }
      });
    } catch (error) {
      // The commit itself failed: nothing of this group was stored, and nobody is told otherwise.
      for (const job of jobs) job.reject(error);
      return;
    }
    jobs.forEach((job, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) job.resolve(outcome.value);
      else job.reject(outcome.error);
    });
  }

  return {
    run<T>(work: (trx: DB) => Promise<T>) {
      return new Promise<T>((resolve, reject) => {
        pending.push({ work, resolve: resolve as (value: unknown) => void, reject });
        if (!scheduled) {
          scheduled = true;
          // Everything that arrives in this turn of the event loop goes into the same transaction.
          setImmediate(() => void flush());
        }
      });
    },
  };
}

const groups = new WeakMap<DB, GroupCommit>();

/** The one group commit of a database (the lead writes of both doors share it). */
export function groupCommitFor(db: DB): GroupCommit {
  let group = groups.get(db);
  if (!group) {
    group = createGroupCommit(db);
    groups.set(db, group);
  }
  return group;
}
