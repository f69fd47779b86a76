import type { Metadata } from "next";
import { DataPrivacyScreen } from "@/components/account/data-privacy-screen";
import { latestDataExport } from "@/lib/account/data-export/queries";
import { listMembershipsWithOthers } from "@/lib/account/queries";
import { can } from "@/lib/auth/permissions";
import { requireSessionContext } from "@/lib/auth/session";
import { deleteAccountAction, requestDataExportAction } from "./actions";

export const metadata: Metadata = { title: "Data & Privacy" };

export default async function DataPrivacyPage() {
  const session = await requireSessionContext();
  const [latest, memberships] = await Promise.all([
    latestDataExport({ workspaceId: session.workspace.id }),
    listMembershipsWithOthers({ userId: session.user.id }),
  ]);
  return (
    <DataPrivacyScreen
      canExport={can(session.role, "data:export")}
      latestExport={
        latest
          ? {
              id: latest.id,
              status: latest.status,
              createdAt: latest.createdAt.toISOString(),
              sizeBytes: latest.sizeBytes,
            }
          : null
      }
      ownsSharedWorkspace={memberships.some((m) => m.role === "owner" && m.otherMembers > 0)}
      actions={{ requestExport: requestDataExportAction, deleteAccount: deleteAccountAction }}
    />
  );
}
