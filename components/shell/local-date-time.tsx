"use client";

import { useSyncExternalStore } from "react";
import { formatDateTime } from "./format-date";

const subscribe = () => () => {};

/** A timestamp in the viewer's own time zone; the server render shows UTC until the browser takes over. */
export function LocalDateTime({ value }: { value: string | null }) {
  const local = useSyncExternalStore(
    subscribe,
    () => formatDateTime(value),
    () => (value ? `${value.slice(0, 16).replace("T", " ")} UTC` : "Never"),
  );
  return value ? <time dateTime={value}>{local}</time> : <span>{local}</span>;
}
