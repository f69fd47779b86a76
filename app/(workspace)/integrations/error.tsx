"use client";

import { useEffect } from "react";
import { CircleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { integrationMessages } from "@/lib/integrations/messages";

export default function IntegrationsError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto w-full max-w-6xl p-4 sm:p-6 lg:p-8">
      <EmptyState
        icon={<CircleAlert />}
        title={integrationMessages.loadFailed}
        description="Please try again. If it keeps happening, contact support."
        action={<Button onClick={() => retry()}>Try again</Button>}
      />
    </div>
  );
}
