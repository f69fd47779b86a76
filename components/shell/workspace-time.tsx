"use client";

import { formatDate, formatDateTime } from "@/lib/format/dates";
import { useWorkspaceTimeZone } from "./workspace-time-zone";

/** A date, or a date and time, written in the workspace's time zone; "—" for none. */
export function WorkspaceTime({
  value,
  dateOnly = false,
  className,
}: {
  value: Date | string | null | undefined;
  dateOnly?: boolean;
  className?: string;
}) {
  const timeZone = useWorkspaceTimeZone();
  const text = dateOnly ? formatDate(value, timeZone) : formatDateTime(value, timeZone);
  if (text === "—") return <span aria-label="None">—</span>;
  const iso = value instanceof Date ? value.toISOString() : String(value);
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}
