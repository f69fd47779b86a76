import { Badge } from "@/components/ui/badge";

const labels: Record<string, string> = {
  active: "Active",
  trialing: "Trial",
  past_due: "Past due",
  incomplete: "Incomplete",
  incomplete_expired: "Expired",
  canceled: "Canceled",
  unpaid: "Unpaid",
  paused: "Paused",
};

/** Success style when active, warning style otherwise (spec part 3 section 2.5). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={status === "active" ? "green" : "yellow"} data-testid="subscription-status">
      {labels[status] ?? status}
    </Badge>
  );
}
