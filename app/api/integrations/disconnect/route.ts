import { disconnectIntegration } from "@/lib/integrations/manage";
import { providerActionRoute } from "@/lib/integrations/provider-route";

/** POST /api/integrations/disconnect { userId, platform }: status DISCONNECTED, nothing is sent through it. */
export const POST = providerActionRoute(disconnectIntegration);
