import { z } from "zod";
import {
  databaseEnvShape,
  isServerlessHost,
  SERVERLESS_NEEDS_DATABASE,
  serverlessEnvShape,
} from "@/db/config";

const flag = z
  .enum(["0", "1", "true", "false"])
  .optional()
  .transform((v) => v === "1" || v === "true");

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    APP_URL: z.url({ protocol: /^https?$/ }),
    ...databaseEnvShape, // DATABASE_URL, PGLITE_DIR: db/ reads them itself (db/config.ts)
    ...serverlessEnvShape, // VERCEL, SERVERLESS: no embedded database there (db/config.ts)
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    CRON_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
    TRUSTED_PROXY: z.enum(["none", "x-forwarded-for", "x-real-ip", "cf-connecting-ip"]).default("none"),
    JOBS_IN_PROCESS: flag.default(true),
    DEV_OUTBOX: flag.default(false),
    RESEND_API_KEY: optionalText,
    RESEND_BASE_URL: z.url().optional(),
    RESEND_WEBHOOK_SECRET: optionalText,
    EMAIL_FROM: z.string().min(3).default("CRM Pro <no-reply@localhost>"),
    EMAIL_CHECK_DNS_SERVERS: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v.split(",").map((s) => s.trim()) : undefined)),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_PRICE_PRO: optionalText,
    STRIPE_PRICE_ENTERPRISE: optionalText,
    STRIPE_PRICE_CREDITS100: optionalText,
    STRIPE_PRICE_CREDITS1000: optionalText,
    STRIPE_PRICE_CREDITS10000: optionalText,
    STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
    UNIPILE_DSN: optionalText,
    UNIPILE_API_KEY: optionalText,
    UNIPILE_WEBHOOK_SECRET: optionalText.pipe(
      z.string().min(16, "must be at least 16 characters").optional(),
    ),
    AI_API_KEY: optionalText,
    AI_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://api.openai.com/v1"),
    AI_MODEL: z.string().trim().min(1).default("gpt-4o-mini"),
    AI_TIMEOUT_MS: z.coerce.number().int().min(500).max(60000).default(8000),
    GOOGLE_MAPS_API_KEY: optionalText,
    GOOGLE_PLACES_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://places.googleapis.com"),
    OSM_NOMINATIM_URL: z.url({ protocol: /^https?$/ }).default("https://nominatim.openstreetmap.org"),
    OSM_OVERPASS_URL: z.url({ protocol: /^https?$/ }).default("https://overpass-api.de/api/interpreter"),
    OSM_CONTACT_EMAIL: optionalText.pipe(z.email("must be an email address").optional()),
    LINKEDIN_DAILY_PROFILE_LIMIT: z.coerce.number().int().min(1).max(5000).default(250),
    LINKEDIN_PAGE_PAUSE_MS: z.coerce.number().int().min(0).max(60000).default(3000),
    STORAGE_DIR: z.string().trim().min(1).default(".data/storage"),
    S3_BUCKET: optionalText,
    S3_REGION: z.string().trim().min(1).default("us-east-1"),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: flag.default(false),
    SCRAPE_ALLOW_HOSTS: z
      .string()
      .trim()
      .default("")
      .refine(
        (v) =>
          v === "" || v.split(",").every((p) => /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/i.test(p.trim())),
        "must be host:port pairs separated by commas",
      ),
  })
  .superRefine((env, ctx) => {
    if (isServerlessHost(env) && !env.DATABASE_URL) {
      ctx.addIssue({ code: "custom", path: ["DATABASE_URL"], message: SERVERLESS_NEEDS_DATABASE });
    }
    if (env.NODE_ENV === "production" && !env.AUTH_SECRET) {
      ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "is required in production" });
    }
    if (env.S3_BUCKET && (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message: "needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY",
      });
    }
    if (env.SCRAPE_ALLOW_HOSTS && env.APP_URL.startsWith("https://")) {
      ctx.addIssue({
        code: "custom",
        path: ["SCRAPE_ALLOW_HOSTS"],
        message: "opens the scraper to loopback for tests only and is refused when APP_URL is https",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(issues: z.core.$ZodIssue[]) {
    const lines = issues.map((i) => `  ${i.path.join(".") || "(root)"}: ${i.message}`);
    super(`Invalid environment configuration:\n${lines.join("\n")}\nSee .env.example for every variable.`);
    this.name = "EnvError";
  }
}

/** Unset, APP_URL is this machine on the port `next start` listens on (PORT, else 3000), so emailed links work. */
const localAppUrl = (port: string | undefined) => `http://localhost:${port?.trim() || "3000"}`;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse({ ...source, APP_URL: source.APP_URL || localAppUrl(source.PORT) });
  if (!result.success) throw new EnvError(result.error.issues);
  return result.data;
}

const cache = globalThis as unknown as { __crmEnv?: Env };

/** The validated environment, parsed once per process. Throws EnvError naming every bad variable. */
export function env(): Env {
  if (!cache.__crmEnv) {
    cache.__crmEnv = parseEnv(process.env);
    if (cache.__crmEnv.SCRAPE_ALLOW_HOSTS)
      console.warn(
        `WARN env: SCRAPE_ALLOW_HOSTS lets the web scraper reach loopback at ${cache.__crmEnv.SCRAPE_ALLOW_HOSTS} (tests only)`,
      );
  }
  return cache.__crmEnv;
}

export function emailOutboxVisible(e: Env = env()): boolean {
  return e.NODE_ENV === "development" || e.DEV_OUTBOX;
}
