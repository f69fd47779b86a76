"use client";

import { useSyncExternalStore } from "react";
import { formatLocalDateTime, formatUtcDateTime } from "@/lib/format/dates";

const subscribe = () => () => {};

/** A timestamp in the viewer's own time zone; the server render shows UTC until the browser takes over. */
export function LocalDateTime({ value }: { value: string | null }) {
  const local = useSyncExternalStore(
    subscribe,
    () => formatLocalDateTime(value),
    () => (value ? formatUtcDateTime(value) : "Never"),
  );
  return value ? <time dateTime={value}>{local}</time> : <span>{local}</span>;
}
