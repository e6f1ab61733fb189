import type { Queryable } from '../db/database';

/** SQL shared by every provider process: notifications, the process list, shared settings. */

/** Queues a notification; inside a transaction it is delivered when (and only if) that transaction commits. */
export async function notify(db: Queryable, channel: string, payload: string): Promise<void> {
  await db.query("select pg_notify($1 || '_' || current_schema(), $2)", [channel, payload]);
}

export async function registerProcess(db: Queryable, processId: string): Promise<void> {
  await db.query('insert into provider_processes (id, started_at, heartbeat_at) values ($1, now(), now())', [processId]);
}

/** Marks the process alive; false when another process removed it as stale (it must register again). */
export async function heartbeat(db: Queryable, processId: string): Promise<boolean> {
  return (await db.query('update provider_processes set heartbeat_at = now() where id = $1 returning id', [processId])).length === 1;
}

/** Removes processes not heard of for `staleSeconds` (killed without a goodbye) and what they held; answers how many. */
export async function removeStaleProcesses(db: Queryable, staleSeconds: number): Promise<number> {
  const removed = await db.query(
    "delete from provider_processes where heartbeat_at < now() - make_interval(secs => $1) returning id",
    [staleSeconds],
  );
  return removed.length;
}

export async function removeProcess(db: Queryable, processId: string): Promise<void> {
  await db.query('delete from provider_processes where id = $1', [processId]);
}

/** A setting every process shares: the first process to ask stores `candidate`, every later one reads it. */
export async function sharedSetting(db: Queryable, name: string, candidate: string): Promise<string> {
  await db.query('insert into provider_settings (name, value) values ($1, $2) on conflict (name) do nothing', [name, candidate]);
  return (await db.query<{ value: string }>('select value from provider_settings where name = $1', [name]))[0]!.value;
}

/** Replaces a shared setting's value. */
export async function saveSetting(db: Queryable, name: string, value: string): Promise<void> {
  await db.query('insert into provider_settings (name, value) values ($1, $2) on conflict (name) do update set value = excluded.value', [name, value]);
}
