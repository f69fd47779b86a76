import Link from "next/link";
import { WorkspaceTime } from "@/components/shell/workspace-time";
import { HistoryPager } from "@/components/ui/history-pager";
import { categoryLabels, type NotificationCategory } from "@/lib/notifications/categories";
import { cn } from "@/lib/utils";

export type NotificationListItem = {
  id: string;
  category: NotificationCategory;
  title: string;
  body: string;
  href: string | null;
  read: boolean;
  createdAt: string;
};

/** The user's notifications, newest first; "Older" moves by keyset cursor (`?before=`). */
export function NotificationList({
  items,
  olderHref,
  newestHref,
}: {
  items: NotificationListItem[];
  olderHref: string | null;
  newestHref: string | null;
}) {
  return (
    <section
      aria-labelledby="notification-list-title"
      className="grid gap-3 rounded-xl border border-border bg-white p-5"
    >
      <h2 id="notification-list-title" className="font-semibold">
        Your notifications
      </h2>
      {items.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">
          {newestHref ? "No older notifications." : "You have no notifications yet."}
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {items.map((n) => (
            <li key={n.id} className="grid gap-1 py-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link
                  href={n.href ?? "/notifications"}
                  className={cn(
                    "focus-ring rounded hover:underline",
                    n.read ? "text-slate-700" : "font-semibold",
                  )}
                >
                  {n.read ? null : <span className="sr-only">Unread: </span>}
                  {n.title}
                </Link>
                <span className="text-xs text-muted-foreground">
                  {categoryLabels[n.category].label} · <WorkspaceTime value={n.createdAt} />
                </span>
              </div>
              {n.body ? <p className="text-sm text-muted-foreground">{n.body}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <HistoryPager label="Notification pages" newestHref={newestHref} olderHref={olderHref} />
    </section>
  );
}
