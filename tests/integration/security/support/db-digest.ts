import { getConnection } from "@/db";

/** Counters that legitimately move on any request (rate limits count refused attempts too). */
const volatileTables = new Set(["rate_limits"]);
/** Columns a read may touch (the session's last-seen time): an update of only these is not a write. */
const volatileColumns = ["last_seen_at"];
/** Where the triggers below count committed row writes, per table and workspace ('' for none). */
const counterTable = "test_row_writes";

export type Digest = Map<string, string>;

async function rows<T>(text: string): Promise<T[]> {
  const { driver } = await getConnection();
  if (driver.kind === "pglite") return (await driver.client.query<T>(text)).rows;
  return (await driver.client.unsafe(text)) as unknown as T[];
}

const countWrite = `create function test_count_row_write() returns trigger language plpgsql as $$
declare
  written jsonb := case when TG_OP = 'DELETE' then to_jsonb(OLD) else to_jsonb(NEW) end;
begin
  insert into ${counterTable} values (TG_TABLE_NAME, coalesce(written->>'workspace_id', ''), 1)
    on conflict (table_name, workspace_id) do update set n = ${counterTable}.n + 1;
  if TG_OP = 'UPDATE' and (to_jsonb(OLD)->>'workspace_id') is distinct from (written->>'workspace_id') then
    insert into ${counterTable} values (TG_TABLE_NAME, coalesce(to_jsonb(OLD)->>'workspace_id', ''), 1)
      on conflict (table_name, workspace_id) do update set n = ${counterTable}.n + 1;
  end if;
  return null;
end $$`;

function triggersFor(table: string, hasVolatileColumn: boolean): string[] {
  const on = `on "${table}" for each row`;
  const run = "execute function test_count_row_write()";
  if (!hasVolatileColumn)
    return [`create trigger test_row_write after insert or update or delete ${on} ${run}`];
  const unchanged = (side: string) => `(to_jsonb(${side}) - '{${volatileColumns.join(",")}}'::text[])`;
  return [
    `create trigger test_row_write after insert or delete ${on} ${run}`,
    `create trigger test_row_update after update ${on} when (${unchanged("OLD")} is distinct from ${unchanged("NEW")}) ${run}`,
  ];
}

/**
 * Row triggers on every table of the public schema count each insert, update and delete, per table
 * and workspace, in one small table; a digest reads that table. A write a refused request rolled back
 * rolls its count back too. Installed once per test file (each file has its own database), before its
 * first digest: the matrix and the fuzzer take two digests per request, thousands per file, and hashing
 * every row each time cost minutes.
 */
async function installCounters(): Promise<void> {
  const columns = await rows<{ table: string; column: string }>(
    `select c.table_name as "table", c.column_name as "column" from information_schema.columns c
     join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`,
  );
  const tables = [...new Set(columns.map((c) => c.table))].filter((t) => !volatileTables.has(t));
  const volatile = new Set(columns.filter((c) => volatileColumns.includes(c.column)).map((c) => c.table));
  await rows(
    `create table ${counterTable} (table_name text not null, workspace_id text not null, n bigint not null, primary key (table_name, workspace_id))`,
  );
  await rows(countWrite);
  for (const table of tables)
    for (const statement of triggersFor(table, volatile.has(table))) await rows(statement);
}

let installed: Promise<void> | undefined;

async function counts(): Promise<Array<{ table: string; workspace: string; n: string }>> {
  installed ??= installCounters();
  await installed;
  return rows(`select table_name as "table", workspace_id as workspace, n::text as n from ${counterTable}`);
}

/** One count per table of the public schema that was written since the counters were installed. */
export async function digestDatabase(): Promise<Digest> {
  const totals = new Map<string, bigint>();
  for (const { table, n } of await counts()) totals.set(table, (totals.get(table) ?? 0n) + BigInt(n));
  return new Map([...totals].map(([table, n]) => [table, String(n)]));
}

/** One count per table of the writes to one workspace's rows (tables with a workspace_id column only). */
export async function digestWorkspace(workspaceId: string): Promise<Digest> {
  return new Map((await counts()).filter((c) => c.workspace === workspaceId).map((c) => [c.table, c.n]));
}

/** Tables whose count differs between two digests. */
export function changedTables(before: Digest, after: Digest): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}
