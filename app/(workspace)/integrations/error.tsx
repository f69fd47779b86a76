"use client";

import { RouteError } from "@/components/shell/route-error";
import { integrationMessages } from "@/lib/integrations/messages";

export default function IntegrationsError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <RouteError
      error={error}
      retry={retry}
      title={integrationMessages.loadFailed}
      description="Please try again. If it keeps happening, contact support."
    />
  );
}
