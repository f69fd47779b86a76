import { getConnection } from "@/db";

/** Counters that legitimately move on any request (rate limits count refused attempts too). */
const volatileTables = new Set(["rate_limits"]);
/** Columns a read may touch (the session's last-seen time). */
const volatileColumns = ["last_seen_at"];

export type Digest = Map<string, string>;

async function rows<T>(text: string): Promise<T[]> {
  const { driver } = await getConnection();
  if (driver.kind === "pglite") return (await driver.client.query<T>(text)).rows;
  return (await driver.client.unsafe(text)) as unknown as T[];
}

let cachedTables: Promise<string[]> | undefined;

/** The schema does not change while a test file runs; its table list is read once. */
function tableNames(): Promise<string[]> {
  cachedTables ??= readTableNames();
  return cachedTables;
}

async function readTableNames(): Promise<string[]> {
  const result = await rows<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  return result.map((r) => r.name).filter((name) => !volatileTables.has(name));
}

let cachedTenantTables: Promise<Set<string>> | undefined;

function tenantTables(): Promise<Set<string>> {
  cachedTenantTables ??= rows<{ name: string }>(
    "select table_name as name from information_schema.columns where table_schema = 'public' and column_name = 'workspace_id'",
  ).then((result) => new Set(result.map((r) => r.name)));
  return cachedTenantTables;
}

let cachedVolatileTables: Promise<Set<string>> | undefined;

/** Tables with a column a read may touch: their rows are compared by content without those columns. */
function tablesWithVolatileColumns(): Promise<Set<string>> {
  cachedVolatileTables ??= rows<{ name: string }>(
    `select distinct table_name as name from information_schema.columns where table_schema = 'public' and column_name in (${volatileColumns.map((c) => `'${c}'`).join(",")})`,
  ).then((result) => new Set(result.map((r) => r.name)));
  return cachedVolatileTables;
}

/**
 * Every insert and update writes a row version with a newer transaction id than any before it, and a
 * delete lowers the count, so the row count with the newest `xmin` changes with any write: a scan, not
 * a hash of every row (the fuzzer takes two digests per input). Tables with a volatile column are
 * hashed without it, so touching a session's last-seen time is not a write.
 */
function tableDigestQuery(table: string, where: string, volatile: boolean): string {
  if (!volatile)
    return `select '${table}' as name, count(*)::int as n, max(t.xmin::text::bigint)::text as h from "${table}" t ${where}`;
  const row = `(to_jsonb(t) - '{${volatileColumns.join(",")}}'::text[])::text`;
  return `select '${table}' as name, count(*)::int as n, md5(string_agg(md5(${row}), '' order by md5(${row}))) as h from "${table}" t ${where}`;
}

/** One round trip for all tables: the matrix and the fuzzer take thousands of digests. */
async function digestTables(tables: Array<[string, string]>): Promise<Digest> {
  const digest: Digest = new Map();
  if (!tables.length) return digest;
  const volatile = await tablesWithVolatileColumns();
  const result = await rows<{ name: string; n: number; h: string | null }>(
    tables.map(([table, where]) => tableDigestQuery(table, where, volatile.has(table))).join(" union all "),
  );
  for (const r of result) digest.set(r.name, `${r.n}:${r.h ?? ""}`);
  return digest;
}

/** One fingerprint per table of the public schema: any inserted, updated or deleted row changes it. */
export async function digestDatabase(): Promise<Digest> {
  return digestTables((await tableNames()).map((table) => [table, ""]));
}

/** Fingerprints of one workspace's rows (tables with a workspace_id column only). */
export async function digestWorkspace(workspaceId: string): Promise<Digest> {
  const scoped = await tenantTables();
  const tables = (await tableNames()).filter((table) => scoped.has(table));
  return digestTables(tables.map((table) => [table, `where t.workspace_id = '${workspaceId}'`]));
}

/** Tables whose fingerprint differs between two digests. */
export function changedTables(before: Digest, after: Digest): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}
