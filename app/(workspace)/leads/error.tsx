"use client";

import { useEffect } from "react";
import { CircleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { leadMessages } from "@/lib/leads/messages";

export default function LeadsError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const digest =
    error instanceof Error && "digest" in error && typeof error.digest === "string" ? error.digest : null;
  return (
    <div role="alert" className="mx-auto w-full max-w-7xl p-4 sm:p-6 lg:p-8">
      <EmptyState
        icon={<CircleAlert />}
        title={leadMessages.leadsLoadFailed}
        description={`Please try again${digest ? ` (reference ${digest})` : ""}. If it keeps happening, contact support.`}
        action={<Button onClick={() => retry()}>Try again</Button>}
      />
    </div>
  );
}
