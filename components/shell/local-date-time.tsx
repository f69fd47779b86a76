"use client";

import { useSyncExternalStore } from "react";
import { formatDateTime, formatLocalDateTime } from "@/lib/format/dates";
import { useWorkspaceTimeZone } from "./workspace-time-zone";

const subscribe = () => () => {};

/**
 * A timestamp in the viewer's own time zone; the server render shows it in the workspace's until the
 * browser takes over.
 */
export function LocalDateTime({ value }: { value: string | null }) {
  const timeZone = useWorkspaceTimeZone();
  const local = useSyncExternalStore(
    subscribe,
    () => formatLocalDateTime(value),
    () => (value ? formatDateTime(value, timeZone) : "Never"),
  );
  return value ? <time dateTime={value}>{local}</time> : <span>{local}</span>;
}
