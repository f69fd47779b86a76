/** What `execute` answers: postgres-js gives the rows, PGlite a result holding them. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}
