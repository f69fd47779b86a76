import { testIntegration } from "@/lib/integrations/manage";
import { providerActionRoute } from "@/lib/integrations/provider-route";

/** POST /api/integrations/test { platform }: asks Unipile for the account's real status and stores it. */
export const POST = providerActionRoute(testIntegration);
