export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** One query value as a string (the first when repeated), or undefined. */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
