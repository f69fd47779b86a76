/** How long a finished export (its zip and its row) is kept; shown on the export card, applied by the cleanup job. */
export const EXPORT_RETENTION_DAYS = 7;
