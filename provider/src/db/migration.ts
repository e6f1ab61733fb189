// One schema change; its own file, as migrations.ts lists the files that hold them.
export interface Migration {
  version: number;
  name: string;
  sql: string;
}
