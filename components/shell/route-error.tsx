"use client";

import { useEffect } from "react";
import { CircleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** The body of a route's error.tsx: the area's load-failure message and Try again (Next's `retry`). */
export function RouteError({
  error,
  retry,
  title,
  description,
}: {
  error: unknown;
  retry: () => void;
  title: string;
  description?: string;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto w-full max-w-6xl p-4 sm:p-6 lg:p-8">
      <EmptyState
        icon={<CircleAlert />}
        title={title}
        description={description}
        action={<Button onClick={() => retry()}>Try again</Button>}
      />
    </div>
  );
}
