import "server-only";
import { type SQL, and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { leadTablePreferences, leadViews } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { readCarried } from "./carried";
import { type LeadTableColumnId, readLeadTableColumns } from "./table-columns";

type Owner = { workspaceId: string; userId: string };
export type LeadView = { id: string; name: string; columns: LeadTableColumnId[]; query: string };

/** The user's stored columns as JSON, null until they pick: a scalar subquery a page statement can carry. */
export function storedLeadTableColumns({ workspaceId, userId }: Owner): SQL {
  const mine = and(
    eq(leadTablePreferences.workspaceId, workspaceId),
    eq(leadTablePreferences.userId, userId),
  );
  return sql`(select to_json(${leadTablePreferences.columns}) from ${leadTablePreferences} where ${mine})`;
}

/** The user's columns in this workspace (the defaults until they pick). */
export async function getLeadTableColumns(owner: Owner): Promise<LeadTableColumnId[]> {
  const { columns } = await readCarried({ columns: storedLeadTableColumns(owner) });
  return readLeadTableColumns(columns as string[] | null);
}

export async function saveLeadTableColumns({
  workspaceId,
  userId,
  columns,
}: Owner & { columns: LeadTableColumnId[] }): Promise<void> {
  const db = await getDb();
  await db
    .insert(leadTablePreferences)
    .values({ workspaceId, userId, columns })
    .onConflictDoUpdate({
      target: [leadTablePreferences.workspaceId, leadTablePreferences.userId],
      set: { columns, updatedAt: sql`now()` },
    });
}

const viewOwner = ({ workspaceId, userId }: Owner) =>
  and(eq(leadViews.workspaceId, workspaceId), eq(leadViews.userId, userId));

const viewColumns = {
  id: leadViews.id,
  name: leadViews.name,
  columns: leadViews.columns,
  query: leadViews.query,
};

const toView = (row: { id: string; name: string; columns: string[]; query: string }): LeadView => ({
  ...row,
  columns: readLeadTableColumns(row.columns),
});

export async function listLeadViews(owner: Owner): Promise<LeadView[]> {
  const db = await getDb();
  const rows = await db
    .select(viewColumns)
    .from(leadViews)
    .where(viewOwner(owner))
    .orderBy(asc(leadViews.name));
  return rows.map(toView);
}

/** A saved view of this user in this workspace; anyone else's is not found. */
export async function getLeadView(owner: Owner & { viewId: string }): Promise<LeadView> {
  const db = await getDb();
  const [row] = await db
    .select(viewColumns)
    .from(leadViews)
    .where(and(eq(leadViews.id, owner.viewId), viewOwner(owner)));
  if (!row) throw new AppError("not_found:lead_view", "View not found.");
  return toView(row);
}

const viewNameTaken = "A view with this name already exists.";

export async function createLeadView(
  owner: Owner & { name: string; columns: LeadTableColumnId[]; query: string },
): Promise<LeadView> {
  const db = await getDb();
  const [row] = await db
    .insert(leadViews)
    .values({
      workspaceId: owner.workspaceId,
      userId: owner.userId,
      name: owner.name,
      columns: owner.columns,
      query: owner.query,
    })
    .onConflictDoNothing()
    .returning(viewColumns);
  if (!row) {
    throw new AppError("conflict:lead_view_name", viewNameTaken, { fieldErrors: { name: [viewNameTaken] } });
  }
  return toView(row);
}

export async function deleteLeadView(owner: Owner & { viewId: string }): Promise<void> {
  const db = await getDb();
  const deleted = await db
    .delete(leadViews)
    .where(and(eq(leadViews.id, owner.viewId), viewOwner(owner)))
    .returning({ id: leadViews.id });
  if (!deleted.length) throw new AppError("not_found:lead_view", "View not found.");
}
