import type { Metadata } from "next";
import { BusinessProfileScreen } from "@/components/business-profile/business-profile-screen";
import { can } from "@/lib/auth/permissions";
import { requireSessionContext } from "@/lib/auth/session";
import { logoUrl } from "@/lib/business-profile/logo";
import { getBusinessProfile } from "@/lib/business-profile/queries";
import { saveBusinessProfileAction } from "./actions";

export const metadata: Metadata = { title: "Business Profile" };

export default async function ProfilePage() {
  const session = await requireSessionContext();
  const profile = await getBusinessProfile({ workspaceId: session.workspace.id });
  return (
    <BusinessProfileScreen
      profile={profile ?? null}
      logoUrl={await logoUrl(profile)}
      canEdit={can(session.role, "profile:write")}
      saveAction={saveBusinessProfileAction}
    />
  );
}
