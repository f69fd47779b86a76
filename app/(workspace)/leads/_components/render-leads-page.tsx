import { LeadsScreen } from "@/components/leads/leads-screen";
import { parseListDetailParams } from "@/components/leads/list-detail-params";
import { requireSessionContext } from "@/lib/auth/session";
import { leadsSearchParamsSchema } from "@/lib/leads/validations";
import { leadsActions } from "./leads-actions";

export type LeadsSearchParamsRecord = Record<string, string | string[] | undefined>;

/** Both Leads routes: the session decides the workspace; the URL, parsed on the server, decides the view. */
export async function renderLeadsPage(
  basePath: "/leads" | "/leads2",
  searchParams: Promise<LeadsSearchParamsRecord>,
) {
  const session = await requireSessionContext();
  const raw = await searchParams;
  const params = leadsSearchParamsSchema.parse(raw);
  return (
    <LeadsScreen
      basePath={basePath}
      workspaceId={session.workspace.id}
      params={params}
      detail={parseListDetailParams(raw)}
      actions={leadsActions}
    />
  );
}
