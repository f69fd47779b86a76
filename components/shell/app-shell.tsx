import "server-only";
import type { ComponentProps, ReactNode } from "react";
import { Toaster } from "@/components/ui/toaster";
import { requirePageSession } from "@/lib/auth/session";
import { planLabel } from "@/lib/account/plan-label";
import { grantedTo } from "@/lib/auth/permissions";
import { CreditsChip } from "./credits-chip";
import { NotificationBell } from "./notification-bell";
import { ShellFrame } from "./shell-frame";
import { UserMenu } from "./user-menu";
import { WorkspaceTimeZoneProvider } from "./workspace-time-zone";
import type { WorkspaceSwitcher } from "./workspace-switcher";

export type ShellActions = {
  signOut: ComponentProps<typeof UserMenu>["signOutAction"];
  markAllNotificationsRead: ComponentProps<typeof NotificationBell>["markAllNotificationsReadAction"];
  switchWorkspace: WorkspaceSwitcher["switchWorkspaceAction"];
};

/** A signed-in shell: checks the session on the server and reads its live figures in the same statement. */
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
  const { session, figures } = await requirePageSession();
  const { user, workspace } = session;
  const { balance, workspaces, ...notifications } = figures;

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
        switcher={{
          workspaces: workspaces.map((w) => ({ id: w.id, name: w.name, current: w.id === workspace.id })),
          switchWorkspaceAction: shellActions.switchWorkspace,
        }}
      />
    </>
  );

  return (
    <>
      {/* Around the frame, so the account menu and the bell write dates in the zone too. */}
      <WorkspaceTimeZoneProvider timeZone={workspace.timeZone}>
        <ShellFrame
          variant={variant}
          actions={actions}
          footerUser={variant === "studio" ? user : undefined}
          granted={grantedTo(session.role)}
        >
          {children}
        </ShellFrame>
      </WorkspaceTimeZoneProvider>
      {/* Below the 64 px top bar, so a toast never covers its buttons (the chip, the bell, the account menu). */}
      <Toaster offset={{ top: 72 }} mobileOffset={{ top: 72 }} />
    </>
  );
}
