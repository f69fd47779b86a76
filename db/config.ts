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

/**
 * Where the functions have no lasting disk: Vercel sets VERCEL=1; other such hosts say SERVERLESS=1.
 * There the embedded database would live in a function's temporary folder and every write would be lost.
 */
export const serverlessEnvShape = {
  VERCEL: z.string().optional(),
  SERVERLESS: z.enum(["0", "1", "true", "false"]).optional(),
};

export function isServerlessHost(source: { VERCEL?: string; SERVERLESS?: string }): boolean {
  return source.VERCEL === "1" || source.SERVERLESS === "1" || source.SERVERLESS === "true";
}

export const SERVERLESS_NEEDS_DATABASE =
  "is required on a serverless host (VERCEL=1 or SERVERLESS=1): without it the app would run on the embedded database in the function's temporary disk and lose every write";

const databaseEnvSchema = z.object({ ...databaseEnvShape, ...serverlessEnvShape });
export type DatabaseConfig = z.infer<typeof databaseEnvSchema>;

/** Reads and validates DATABASE_URL and PGLITE_DIR from the process environment. */
export function databaseConfig(source: Record<string, string | undefined> = process.env): DatabaseConfig {
  const parsed = databaseEnvSchema.safeParse(source);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ");
    throw new Error(`Invalid database configuration: ${details}`);
  }
  if (isServerlessHost(parsed.data) && !parsed.data.DATABASE_URL) {
    throw new Error(`Invalid database configuration: DATABASE_URL: ${SERVERLESS_NEEDS_DATABASE}`);
  }
  return parsed.data;
}
