import { z } from "zod";

/**
 * The database's own configuration. `lib/env.ts` spreads `databaseEnvShape` into the app's schema so
 * startup validation covers it too, but db/ reads it here and never imports lib/.
 */
export const databaseEnvShape = {
  /** Set: PostgreSQL through postgres-js. Unset or empty: the embedded PGlite database. */
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  /** Folder of the embedded database (only without DATABASE_URL). */
  PGLITE_DIR: z.string().min(1).default(".data/pglite"),
};

const databaseEnvSchema = z.object(databaseEnvShape);
export type DatabaseConfig = z.infer<typeof databaseEnvSchema>;

/** Reads and validates DATABASE_URL and PGLITE_DIR from the process environment. */
export function databaseConfig(source: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const parsed = databaseEnvSchema.safeParse(source);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ");
    throw new Error(`Invalid database configuration: ${details}`);
  }
  return parsed.data;
}
