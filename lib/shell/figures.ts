import "server-only";
import { sql } from "drizzle-orm";
import { queryUnprepared } from "@/db/raw";
import { creditTransactions, notifications } from "@/db/schema";

export type NotificationPreview = {
  id: string;
  title: string;
  body: string;
  href: string | null;
  createdAt: Date;
  read: boolean;
};

export type ShellFigures = { balance: number; unreadCount: number; latest: NotificationPreview[] };

type FiguresRow = {
  balance: string | number;
  unread: string | number;
  latest: {
    id: string;
    title: string;
    body: string;
    href: string | null;
    created_at: string;
    read: boolean;
  }[];
};

/**
 * What the signed-in shell shows on every page, in one round trip: the workspace's credit balance (the
 * ledger's sum) for the chip, and for the bell the user's unread count and newest notifications.
 */
export async function getShellFigures({
  workspaceId,
  userId,
  limit = 5,
}: {
  workspaceId: string;
  userId: string;
  limit?: number;
}): Promise<ShellFigures> {
  const mine = sql`${notifications.workspaceId} = ${workspaceId} and ${notifications.userId} = ${userId}`;
  const [row] = await queryUnprepared<FiguresRow>(sql`
    select
      (select coalesce(sum(${creditTransactions.amount}), 0)
         from ${creditTransactions} where ${creditTransactions.workspaceId} = ${workspaceId}) as balance,
      (select count(*) from ${notifications} where ${mine} and ${notifications.readAt} is null) as unread,
      (select coalesce(json_agg(newest order by newest.created_at desc), '[]'::json) from (
         select ${notifications.id} as id, ${notifications.title} as title, ${notifications.body} as body,
                ${notifications.href} as href, ${notifications.createdAt} as created_at,
                ${notifications.readAt} is not null as read
           from ${notifications} where ${mine}
          order by ${notifications.createdAt} desc limit ${limit}) newest) as latest`);
  if (!row) throw new Error("shell figures query returned no row");
  return {
    balance: Number(row.balance),
    unreadCount: Number(row.unread),
    latest: row.latest.map(({ created_at, ...n }) => ({ ...n, createdAt: new Date(created_at) })),
  };
}
