import { AppShell } from "@/components/shell/app-shell";
import { signedInMetadata } from "@/lib/seo/site";
import { markAllNotificationsReadAction, signOutAction, switchWorkspaceAction } from "../actions";
import "@/app/globals.css";

export const metadata = signedInMetadata;

/** Group B shell (leads2, the AI screens and the account areas). */
export default function StudioLayout({ children }: { children: React.ReactNode }) {
  return (
    <AppShell
      variant="studio"
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
