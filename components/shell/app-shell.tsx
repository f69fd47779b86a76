import "server-only";
import type { ComponentProps, ReactNode } from "react";
import { Toaster } from "@/components/ui/toaster";
import { requireSessionContext } from "@/lib/auth/session";
import { planLabel } from "@/lib/account/plan-label";
import { getShellFigures } from "@/lib/shell/figures";
import { CreditsChip } from "./credits-chip";
import { NotificationBell } from "./notification-bell";
import { ShellFrame } from "./shell-frame";
import { UserMenu } from "./user-menu";

export type ShellActions = {
  signOut: ComponentProps<typeof UserMenu>["signOutAction"];
  markAllNotificationsRead: ComponentProps<typeof NotificationBell>["markAllNotificationsReadAction"];
};

/** A signed-in shell: checks the session on the server, then reads its live figures from the database. */
export async function AppShell({
  variant,
  actions: shellActions,
  children,
}: {
  variant: "workspace" | "studio";
  /** Server actions from `app/actions.ts`, passed down by the layouts. */
  actions: ShellActions;
  children: ReactNode;
}) {
  const session = await requireSessionContext();
  const { user, workspace } = session;
  const { balance, ...notifications } = await getShellFigures({ workspaceId: workspace.id, userId: user.id });

  const actions = (
    <>
      <CreditsChip
        balance={balance}
        billingHref={variant === "workspace" ? "/settings?tab=billing" : "/billing"}
      />
      <NotificationBell
        unreadCount={notifications.unreadCount}
        latest={notifications.latest.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() }))}
        markAllNotificationsReadAction={shellActions.markAllNotificationsRead}
      />
      <UserMenu
        user={{
          name: user.name,
          email: user.email,
          avatarUrl: user.avatarUrl,
          planLabel: planLabel(workspace.plan),
          lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
          previousLoginAt: user.previousLoginAt?.toISOString() ?? null,
        }}
        signOutAction={shellActions.signOut}
      />
    </>
  );

  return (
    <>
      <ShellFrame variant={variant} actions={actions} footerUser={variant === "studio" ? user : undefined}>
        {children}
      </ShellFrame>
      <Toaster />
    </>
  );
}
