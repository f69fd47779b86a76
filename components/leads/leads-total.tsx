import type { Total } from "@/lib/leads/types";
import { formatTotal } from "./lead-format";

/**
 * The heading's total: the origin lists' counts added up (count-leads.ts). On the leads tabs it comes with
 * the table's page (one query); elsewhere from its own.
 */
export async function LeadsTotal({ total }: { total: Promise<Total> }) {
  const { count, exact } = await total;
  return (
    <p className="text-sm text-muted-foreground" data-testid="leads-total">
      {count === 1 && exact ? "1 lead" : `${formatTotal({ count, exact })} leads`}
    </p>
  );
}
