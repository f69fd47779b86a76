import Link from "next/link";
import { WorkspaceTime } from "@/components/shell/workspace-time";
import type { ActivityAction } from "@/lib/activity/actions";
import type { ActivityEntry } from "@/lib/dashboard/queries";

const verbs: Record<ActivityAction, string> = {
  "scrape.started": "started a scrape:",
  "scrape.finished": "scrape finished:",
  "scrape.failed": "scrape failed:",
  "import.finished": "imported leads into",
  "lead_list.created": "created the lead list",
  "campaign.sent": "campaign sent:",
  "campaign.changed": "changed the campaign",
  "member.invited": "invited",
  "member.joined": "joined the workspace:",
  "member.left": "left the workspace:",
};

/** Who did what, when, each entry linking to its object. */
export function RecentActivity({ items }: { items: ActivityEntry[] }) {
  if (items.length === 0)
    return <p className="py-6 text-center text-sm text-muted-foreground">Nothing has happened here yet.</p>;
  return (
    <ol className="divide-y divide-border">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
          <span>
            <span className="font-medium">{item.actor ?? "Someone"}</span> {verbs[item.action]}{" "}
            {item.href ? (
              <Link href={item.href} className="focus-ring rounded text-indigo-700 hover:underline">
                {item.subject}
              </Link>
            ) : (
              item.subject
            )}
          </span>
          <span className="text-xs text-muted-foreground">
            <WorkspaceTime value={item.createdAt} />
          </span>
        </li>
      ))}
    </ol>
  );
}
