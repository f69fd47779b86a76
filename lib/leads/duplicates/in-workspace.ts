/**
 * "Lead `alias` belongs to the workspace `$1`", for statements that run right after an import wrote its
 * rows in the same transaction. The planner's statistics know nothing of those rows: with a plain
 * `workspace_id = $1` it may take the workspace for one lead and scan it through a workspace index once
 * per row it joins (the 51,450 duplicate candidates of a 3,000-row import took 25 s). Compared as text,
 * no index can serve the test, so each lead is reached by its own key (id, or a match key's GIN entry).
 */
export const inWorkspace = (alias: string): string => `${alias}.workspace_id::text = $1::uuid::text`;
