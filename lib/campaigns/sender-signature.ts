import "server-only";
import { getBusinessProfile } from "@/lib/business-profile/queries";
import { outreachSignature, type Signature } from "@/lib/business-profile/signature";

/** The business profile's signature every email ends with (its postal address included), once it has a name. */
export async function signatureOf(workspaceId: string): Promise<Signature | null> {
  const profile = await getBusinessProfile({ workspaceId });
  return profile?.name ? outreachSignature(profile) : null;
}
