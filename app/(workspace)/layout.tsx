import { AppShell } from "@/components/shell/app-shell";

/** Group A shell (dashboard, projects, scrape, leads, campaigns, integrations, settings). */
export default function WorkspaceLayout({ children }: { children: React.ReactNode }) {
  return <AppShell variant="workspace">{children}</AppShell>;
}
