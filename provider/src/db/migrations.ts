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

/**
 * A migration's statements: split at a `;` that ends a line, except inside a dollar-quoted body (`$f$ … $f$`: a
 * function's own statements). Whole-line comments are dropped.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (const line of sql.split('\n')) {
    if (/^\s*--/.test(line)) continue;
    current += `${line}\n`;
    for (const tag of line.match(/\$[a-z_]*\$/gi) ?? []) {
      if (quote === null) quote = tag;
      else if (tag === quote) quote = null;
    }
    if (quote === null && /;\s*$/.test(line)) {
      statements.push(current.trim().replace(/;$/, ''));
      current = '';
    }
  }
  if (current.trim().length > 0) statements.push(current.trim());
  return statements.filter((statement) => statement.length > 0);
}
