import { listIdSchema } from "@/lib/leads/validations";
import { listLeadsParamsSchema } from "@/lib/lists/validations";

type RawSearchParams = Record<string, string | string[] | undefined>;

export type ListDetailParams = { listId: string; q: string; page: number; cursor?: string; perPage: number };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The list-detail modal's own URL keys (list, dq, dpage, dcursor), so it pages without touching the table behind it. */
export function parseListDetailParams(raw: RawSearchParams): ListDetailParams | null {
  const listId = listIdSchema.safeParse(first(raw.list));
  if (!listId.success) return null;
  const params = listLeadsParamsSchema.parse({
    page: first(raw.dpage),
    cursor: first(raw.dcursor),
    q: first(raw.dq),
    perPage: "10",
  });
  return { listId: listId.data, ...params };
}

export function serializeListDetailParams(params: ListDetailParams): URLSearchParams {
  const query = new URLSearchParams({ list: params.listId });
  if (params.q) query.set("dq", params.q);
  if (params.page > 1) query.set("dpage", String(params.page));
  if (params.cursor) query.set("dcursor", params.cursor);
  return query;
}
