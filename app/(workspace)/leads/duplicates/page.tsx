import type { Metadata } from "next";
import { DuplicatesScreen } from "@/components/leads/duplicates/duplicates-screen";
import { NoAccess } from "@/components/shell/no-access";
import { requirePageAccess } from "@/lib/auth/session";
import { duplicatesActions } from "./_components/duplicates-actions";

export const metadata: Metadata = { title: "Possible duplicates" };

export default async function DuplicatesPage() {
  const { session, allowed } = await requirePageAccess("leads:read");
  if (!allowed) return <NoAccess area="Leads" session={session} />;
  return (
    <DuplicatesScreen basePath="/leads" workspaceId={session.workspace.id} actions={duplicatesActions} />
  );
}
