import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { queryUnprepared } from "./raw-query";

/** Scalar subqueries a page query reads beside its rows, by the name each value comes back under. */
export type CarriedColumns = Record<string, SQL>;
export type Carried = Record<string, unknown>;

export function carriedColumnsSql(carry: CarriedColumns): SQL {
  return sql.join(
    Object.entries(carry).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
    sql`, `,
  );
}

/** The carried values of a row (every row carries the same ones). */
export function pickCarried(row: Record<string, unknown>, carry: CarriedColumns): Carried {
  return Object.fromEntries(Object.keys(carry).map((name) => [name, row[name]]));
}

/** A row without the carried values, so they never reach the row a screen shows. */
export function withoutCarried<T extends Record<string, unknown>>(row: T, carry: CarriedColumns): T {
  const names = Object.keys(carry);
  if (!names.length) return row;
  return Object.fromEntries(Object.entries(row).filter(([name]) => !names.includes(name))) as T;
}

/** The same values in a statement of their own, when no row came back to carry them. */
export async function readCarried(carry: CarriedColumns): Promise<Carried> {
  const [row] = await queryUnprepared<Record<string, unknown>>(sql`select ${carriedColumnsSql(carry)}`);
  return pickCarried(row ?? {}, carry);
}
