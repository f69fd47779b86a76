import "server-only";
import { type SQLWrapper, sql } from "drizzle-orm";
import { creditTransactions, memberships, notifications, workspaces } from "@/db/schema";

export type NotificationPreview = {
  id: string;
  title: string;
  body: string;
  href: string | null;
  createdAt: Date;
  read: boolean;
};

/** A workspace the user belongs to, for the account menu's switcher. */
export type UserWorkspace = { id: string; name: string };

export type ShellFigures = {
  balance: number;
  unreadCount: number;
  latest: NotificationPreview[];
  workspaces: UserWorkspace[];
};

type LatestJson = {
  id: string;
  title: string;
  body: string;
  href: string | null;
  created_at: string;
  read: boolean;
}[];

type ShellFigureValues = {
  balance: string | number;
  unread: string | number;
  latest: LatestJson;
  workspaces: UserWorkspace[];
};

const newestCount = 5;

/**
 * What the signed-in shell shows on every page, as columns any select can carry: the workspace's
 * credit balance (the ledger's sum) for the chip, for the bell the user's unread count and newest
 * notifications, and for the account menu the workspaces the user belongs to. `owner` names the outer query's workspace and user columns: the page session reads the
 * figures with its session row, in one round trip.
 */
export function shellFigureColumns(owner: { workspaceId: SQLWrapper; userId: SQLWrapper }) {
  const mine = sql`${notifications.workspaceId} = ${owner.workspaceId} and ${notifications.userId} = ${owner.userId}`;
  return {
    balance: sql<string>`(select coalesce(sum(${creditTransactions.amount}), 0)
      from ${creditTransactions} where ${creditTransactions.workspaceId} = ${owner.workspaceId})`,
    unread: sql<string>`(select count(*) from ${notifications} where ${mine} and ${notifications.readAt} is null)`,
    latest: sql<LatestJson>`(select coalesce(json_agg(newest order by newest.created_at desc), '[]'::json) from (
      select ${notifications.id} as id, ${notifications.title} as title, ${notifications.body} as body,
             ${notifications.href} as href, ${notifications.createdAt} as created_at,
             ${notifications.readAt} is not null as read
        from ${notifications} where ${mine}
       order by ${notifications.createdAt} desc limit ${sql.raw(String(newestCount))}) newest)`,
    workspaces: sql<
      UserWorkspace[]
    >`(select coalesce(json_agg(json_build_object('id', ${workspaces.id}, 'name', ${workspaces.name})
        order by ${workspaces.name}), '[]'::json)
      from ${memberships} join ${workspaces} on ${workspaces.id} = ${memberships.workspaceId}
     where ${memberships.userId} = ${owner.userId})`,
  };
}

export function toShellFigures(row: ShellFigureValues): ShellFigures {
  return {
    balance: Number(row.balance),
    unreadCount: Number(row.unread),
    latest: row.latest.map(({ created_at, ...n }) => ({ ...n, createdAt: new Date(created_at) })),
    workspaces: row.workspaces,
  };
}
