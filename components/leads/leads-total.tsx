import { Skeleton } from "@/components/ui/skeleton";
import { countLeads } from "@/lib/leads/queries";
import { formatTotal } from "./lead-format";

/** The heading's total: streams in its own Suspense boundary so the table never waits for it. */
export async function LeadsTotal({ workspaceId }: { workspaceId: string }) {
  const total = await countLeads({ workspaceId });
  return (
    <p className="text-sm text-muted-foreground" data-testid="leads-total">
      {total.count === 1 && total.exact ? "1 lead" : `${formatTotal(total)} leads`}
    </p>
  );
}

export function LeadsTotalSkeleton() {
  return (
    <div className="flex items-center gap-2 text-sm text-muted-foreground">
      <Skeleton className="h-4 w-20" />
      <span className="sr-only">Counting leads</span>
    </div>
  );
}
