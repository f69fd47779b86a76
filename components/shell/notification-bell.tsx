"use client";

import { Bell } from "lucide-react";
import Link from "next/link";
import { useTransition } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { ActionResult } from "@/lib/server/action-result";
import { settleAction } from "@/lib/server/settle-action";
import { toastError, toastSuccess } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { WorkspaceTime } from "./workspace-time";

export type BellNotification = {
  id: string;
  title: string;
  body: string;
  href: string | null;
  createdAt: string;
  read: boolean;
};

/** The newest notifications, built only when the menu is open (a closed bell formats no date). */
function NotificationItems({ latest }: { latest: BellNotification[] }) {
  return latest.length === 0 ? (
    <p className="px-2 py-6 text-center text-sm text-muted-foreground">You have no notifications yet.</p>
  ) : (
    latest.map((n) => (
      <DropdownMenuItem key={n.id} asChild>
        <Link href={n.href ?? "/notifications"} className="grid gap-0.5">
          <span className={cn("text-sm", n.read ? "text-slate-700" : "font-semibold text-foreground")}>
            {n.read ? null : <span className="sr-only">Unread: </span>}
            {n.title}
          </span>
          {n.body ? <span className="line-clamp-2 text-xs text-muted-foreground">{n.body}</span> : null}
          <WorkspaceTime value={n.createdAt} className="text-xs text-muted-foreground" />
        </Link>
      </DropdownMenuItem>
    ))
  );
}

/** Unread count and the newest five notifications from the database; 'Mark all read' really marks them. */
export function NotificationBell({
  unreadCount,
  latest,
  markAllNotificationsReadAction,
}: {
  unreadCount: number;
  latest: BellNotification[];
  markAllNotificationsReadAction: (
    previous: undefined,
    input: Record<string, never>,
  ) => Promise<ActionResult>;
}) {
  const [pending, startTransition] = useTransition();

  function markAllRead() {
    startTransition(async () => {
      const failed = "Could not mark notifications as read.";
      const result = await settleAction(() => markAllNotificationsReadAction(undefined, {}), failed);
      if (result.status === "success") toastSuccess(result.message ?? "Done.");
      else toastError(result.message ?? failed);
    });
  }

  return (
    // Not modal: a menu needs no scroll lock, and locking it restyles the whole page (a table of fifty
    // rows on /leads) in the frame that opens the menu. Escape still returns focus to the trigger.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          className="focus-ring relative rounded-full p-2 text-slate-700 hover:bg-muted"
          aria-label={unreadCount ? `Notifications, ${unreadCount} unread` : "Notifications"}
        >
          <Bell aria-hidden="true" className="size-5" />
          {unreadCount ? (
            <span
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white"
            >
              {unreadCount > 99 ? "99+" : unreadCount}
            </span>
          ) : null}
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <div className="flex items-center justify-between gap-2 px-2 py-1.5">
          <DropdownMenuLabel className="p-0 text-sm text-foreground">Notifications</DropdownMenuLabel>
          <button
            type="button"
            onClick={markAllRead}
            disabled={pending || unreadCount === 0}
            className="focus-ring rounded text-xs font-medium text-indigo-700 hover:underline disabled:text-slate-500 disabled:no-underline"
          >
            Mark all read
          </button>
        </div>
        <DropdownMenuSeparator />
        <NotificationItems latest={latest} />
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/notifications" className="justify-center font-medium text-indigo-700">
            View all notifications
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
