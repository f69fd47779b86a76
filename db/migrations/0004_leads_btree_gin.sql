-- Lets the trigram index on leads.name also hold workspace_id and platform (one GIN, tenant-scoped search).
create extension if not exists btree_gin;
