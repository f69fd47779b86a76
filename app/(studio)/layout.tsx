import { AppShell } from "@/components/shell/app-shell";
import { markAllNotificationsReadAction, signOutAction } from "../actions";

/** Group B shell (leads2, the AI screens and the account areas). */
export default function StudioLayout({ children }: { children: React.ReactNode }) {
  return (
    <AppShell
      variant="studio"
      actions={{ signOut: signOutAction, markAllNotificationsRead: markAllNotificationsReadAction }}
    >
      {children}
    </AppShell>
  );
}
