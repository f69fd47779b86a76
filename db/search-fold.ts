import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * Text as a search compares it: lower case without accents (`unaccent`'s rules: é is e, ß is ss, Ø is o), so
 * "zoe" finds Zoë and "sao paulo" finds São Paulo. `search_fold` is the database function of migration 0036;
 * the name and location trigram indexes are built on it, so a search must use this same expression to use
 * them.
 */
export function searchFold(value: SQLWrapper | string): SQL {
  return sql`search_fold(${value})`;
}

/** `value` matches a LIKE `pattern`, both folded: the one way a search condition is written. */
export function foldedLike(value: SQLWrapper, pattern: string): SQL {
  return sql`${searchFold(value)} like ${searchFold(pattern)}`;
}
