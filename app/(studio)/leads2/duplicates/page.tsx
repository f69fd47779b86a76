import type { Metadata } from "next";
import { DuplicatesScreen } from "@/components/leads/duplicates/duplicates-screen";
import { NoAccess } from "@/components/shell/no-access";
import { requirePageAccess } from "@/lib/auth/session";
import { duplicatesActions } from "../../../(workspace)/leads/duplicates/_components/duplicates-actions";

export const metadata: Metadata = { title: "Possible duplicates" };

/** The review screen in the group B (AI) shell: the same screen as /leads/duplicates. */
export default async function Duplicates2Page() {
  const { session, allowed } = await requirePageAccess("leads:read");
  if (!allowed) return <NoAccess area="Leads" session={session} />;
  return (
    <DuplicatesScreen basePath="/leads2" workspaceId={session.workspace.id} actions={duplicatesActions} />
  );
}
