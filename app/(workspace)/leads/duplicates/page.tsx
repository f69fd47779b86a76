import type { Metadata } from "next";
import { DuplicatesScreen } from "@/components/leads/duplicates/duplicates-screen";
import { requirePagePermission } from "@/lib/auth/session";
import { duplicatesActions } from "./_components/duplicates-actions";

export const metadata: Metadata = { title: "Possible duplicates" };

export default async function DuplicatesPage() {
  const session = await requirePagePermission("leads:read");
  return (
    <DuplicatesScreen basePath="/leads" workspaceId={session.workspace.id} actions={duplicatesActions} />
  );
}
