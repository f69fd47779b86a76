import { deleteIntegration } from "@/lib/integrations/manage";
import { providerActionRoute } from "@/lib/integrations/provider-route";

/** POST /api/integrations/delete { userId, platform }: removes the account at Unipile and here. */
export const POST = providerActionRoute(deleteIntegration);
