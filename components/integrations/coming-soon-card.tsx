"use client";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toastError } from "@/lib/toast";
import { PlatformIcon } from "./platform-icon";

/** A provider the spec lists but no one can connect yet: choosing it says so. */
export function ComingSoonCard({
  platform,
  message,
}: {
  platform: { id: "MESSENGER" | "TWITTER" | "EMAIL"; name: string; description: string };
  message: string;
}) {
  return (
    <Card className="flex flex-col gap-4 p-4 opacity-90 sm:p-5" data-testid={`integration-${platform.id}`}>
      <div className="flex items-start gap-3">
        <PlatformIcon id={platform.id} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-base font-semibold">{platform.name}</h2>
            <Badge tone="purple">Coming soon</Badge>
          </div>
          <p className="mt-1 text-sm text-muted-foreground">{platform.description}</p>
        </div>
      </div>
      <div className="mt-auto">
        <Button
          size="sm"
          variant="outline"
          onClick={() => toastError(message)}
          aria-label={`Connect ${platform.name} (coming soon)`}
        >
          Connect
        </Button>
      </div>
    </Card>
  );
}
