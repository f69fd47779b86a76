"use client";

import { RouteError } from "@/components/shell/route-error";
import { projectMessages } from "@/lib/projects/validations";

export default function ProjectsError({ error, retry }: { error: unknown; retry: () => void }) {
  return <RouteError error={error} retry={retry} title={projectMessages.loadFailed} />;
}
