import type { Metadata } from "next";
import { NotificationList } from "@/components/notifications/notification-list";
import { NotificationSettingsForm } from "@/components/notifications/notification-settings-form";
import { requireSessionContext } from "@/lib/auth/session";
import { listNotifications } from "@/lib/notifications/queries";
import { getNotificationSettings } from "@/lib/notifications/settings-queries";
import { newestFirstPageParams } from "@/lib/server/newest-first-page";
import type { SearchParams } from "@/lib/server/search-params";
import { saveNotificationSettingsAction } from "./actions";

export const metadata: Metadata = { title: "Notifications" };

export default async function NotificationsPage({ searchParams }: { searchParams: SearchParams }) {
  const session = await requireSessionContext();
  const { before } = newestFirstPageParams.parse(await searchParams);
  const [settings, page] = await Promise.all([
    getNotificationSettings({ userId: session.user.id }),
    listNotifications({ workspaceId: session.workspace.id, userId: session.user.id, before }),
  ]);
  return (
    <div className="mx-auto grid max-w-4xl gap-6 p-4 sm:p-6 lg:p-8">
      <div>
        <h1 className="text-2xl font-bold">Notifications</h1>
        <p className="mt-1 text-muted-foreground">
          What CRM Pro tells you, and how. Emails arrive as one digest per category at most every 15 minutes.
        </p>
      </div>
      <NotificationSettingsForm initial={settings} saveAction={saveNotificationSettingsAction} />
      <NotificationList
        items={page.items.map((n) => ({
          id: n.id,
          category: n.category,
          title: n.title,
          body: n.body,
          href: n.href,
          read: n.readAt !== null,
          createdAt: n.createdAt.toISOString(),
        }))}
        olderHref={page.next ? `/notifications?before=${page.next}` : null}
        newestHref={before ? "/notifications" : null}
      />
    </div>
  );
}
