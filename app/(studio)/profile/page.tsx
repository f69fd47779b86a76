import type { Metadata } from "next";
import { BusinessProfileScreen } from "@/components/business-profile/business-profile-screen";
import { TimeZoneCard } from "@/components/business-profile/time-zone-card";
import { WorkspaceNameCard } from "@/components/business-profile/workspace-name-card";
import { can } from "@/lib/auth/permissions";
import { requireSessionContext } from "@/lib/auth/session";
import { logoUrl } from "@/lib/business-profile/logo";
import { getBusinessProfile } from "@/lib/business-profile/queries";
import { timeZones } from "@/lib/workspace/validations";
import { renameWorkspaceAction, saveBusinessProfileAction, saveWorkspaceTimeZoneAction } from "./actions";

export const metadata: Metadata = { title: "Business Profile" };

export default async function ProfilePage() {
  const session = await requireSessionContext();
  const workspaceId = session.workspace.id;
  const profile = await getBusinessProfile({ workspaceId });
  const timeZone = session.workspace.timeZone;
  const canEdit = can(session.role, "profile:write");
  return (
    <BusinessProfileScreen
      // A first visit by an editor offers their sign-in address as the contact email; nothing is saved until Save.
      profile={profile ?? (canEdit ? { contactEmail: session.user.email } : null)}
      logoUrl={await logoUrl(profile)}
      canEdit={canEdit}
      saveAction={saveBusinessProfileAction}
    >
      <WorkspaceNameCard name={session.workspace.name} canEdit={canEdit} saveAction={renameWorkspaceAction} />
      <TimeZoneCard
        timeZone={timeZone}
        zones={timeZones}
        canEdit={canEdit}
        saveAction={saveWorkspaceTimeZoneAction}
      />
    </BusinessProfileScreen>
  );
}
