import { createHash } from 'node:crypto';
import type { Database } from './database';
import type { Migration } from './migration';
import { migrationsV1ToV4 } from './migrations-v1-v4';
import { migrationsV5On } from './migrations-v5-on';

/**
 * Ordered, append-only migrations. A deployed database is never rebuilt, so a change to the
 * schema is a new entry, never an edit of an applied one.
 */
export const migrations: Migration[] = [...migrationsV1ToV4, ...migrationsV5On];

/** Changes whenever the schema does: names the cached PGlite template. */
export function schemaFingerprint(): string {
  return createHash('sha256')
    .update(migrations.map((migration) => `${migration.version}:${migration.sql}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
}

export async function migrate(db: Database): Promise<void> {
  await db.query(`create table if not exists schema_migrations (
    version integer primary key, name text not null, applied_at timestamptz not null default now())`);
  const applied = new Set(
    (await db.query<{ version: number }>('select version from schema_migrations')).map((row) => row.version),
  );
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      // PostgreSQL allows several statements in one simple query only without parameters.
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
  }
}

function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.length > 0);
}
