import type { Total } from "@/lib/leads/types";
import { formatTotal } from "./lead-format";

/**
 * The heading's total: the origin lists' counts added up (count-leads.ts). On the leads tabs it comes with
 * the table's page (one query, already awaited by the screen); elsewhere from its own (PendingLeadsTotal).
 */
export function LeadsTotal({ total }: { total: Total }) {
  return (
    <p className="text-sm text-muted-foreground" data-testid="leads-total">
      {total.count === 1 && total.exact ? "1 lead" : `${formatTotal(total)} leads`}
    </p>
  );
}

export async function PendingLeadsTotal({ total }: { total: Promise<Total> }) {
  return <LeadsTotal total={await total} />;
}
