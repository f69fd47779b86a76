-- With the default statistics target the planner misjudges trigram selectivity on name and search p95 triples.
alter table "leads" alter column "name" set statistics 1000;
