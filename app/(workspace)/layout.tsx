import { AppShell } from "@/components/shell/app-shell";
import { signedInMetadata } from "@/lib/seo/site";
import { markAllNotificationsReadAction, signOutAction, switchWorkspaceAction } from "../actions";
import "@/app/globals.css";

export const metadata = signedInMetadata;

/** Group A shell (dashboard, projects, scrape, leads, campaigns, integrations, settings). */
export default function WorkspaceLayout({ children }: { children: React.ReactNode }) {
  return (
    <AppShell
      variant="workspace"
      actions={{
        signOut: signOutAction,
        markAllNotificationsRead: markAllNotificationsReadAction,
        switchWorkspace: switchWorkspaceAction,
      }}
    >
      {children}
    </AppShell>
  );
}
