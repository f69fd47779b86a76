import { leadsSearchParamsSchema, type LeadsSearchParams } from "@/lib/leads/validations";
import { parseListDetailParams, type ListDetailParams } from "./lists/list-detail-params";

export type RawSearchParams = Record<string, string | string[] | undefined>;

/** Shown above the tables when the URL carried a value the page refused (the API answers 400 to it). */
export const refusedParamsMessage =
  "Part of this address could not be used (it contained a character that cannot be searched, such as a null byte), so it was ignored.";

/** What the database cannot store or compare: a NUL anywhere in the value (SQLSTATE 22021). */
function isUnusable(value: string | string[] | undefined): boolean {
  const values = Array.isArray(value) ? value : [value ?? ""];
  return values.some((v) => v.includes("\u0000"));
}

export type LeadsPageParams = {
  params: LeadsSearchParams;
  detail: ListDetailParams | null;
  /** The URL keys whose values were refused and left out. */
  refused: string[];
};

/**
 * The Leads page's search parameters, through the same schema as the Leads API
 * (`leadsSearchParamsSchema`). A value the API refuses with 400 (a NUL in `q`, `lq`, `dq`, ...) is left
 * out here and named in `refused`, so the page renders with a message instead of the error page.
 */
export function parseLeadsPageParams(raw: RawSearchParams): LeadsPageParams {
  const refused = Object.keys(raw).filter((key) => isUnusable(raw[key]));
  const usable = Object.fromEntries(Object.entries(raw).filter(([key]) => !refused.includes(key)));
  const parsed = leadsSearchParamsSchema.safeParse(usable);
  const params = parsed.success ? parsed.data : leadsSearchParamsSchema.parse({});
  return { params, detail: parseListDetailParams(usable), refused };
}
