import { countLeads } from "@/lib/leads/queries";
import { formatTotal } from "./lead-format";

/** The heading's total: the origin lists' counts added up (count-leads.ts), as quick as the page's other reads. */
export async function LeadsTotal({ workspaceId }: { workspaceId: string }) {
  const total = await countLeads({ workspaceId });
  return (
    <p className="text-sm text-muted-foreground" data-testid="leads-total">
      {total.count === 1 && total.exact ? "1 lead" : `${formatTotal(total)} leads`}
    </p>
  );
}
