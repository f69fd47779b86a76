import type { Env } from "@/lib/env";
import { parseEnv } from "@/lib/env";

const cache = globalThis as unknown as { __crmEnv?: Env };

/** Runs `fn` with lib/env's validated configuration built from the current env plus `changes`. */
export async function withEnv<T>(
  changes: Record<string, string | undefined>,
  fn: () => Promise<T>,
): Promise<T> {
  const saved = cache.__crmEnv;
  const source: Record<string, string | undefined> = { ...process.env, ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete source[key];
  cache.__crmEnv = parseEnv(source);
  try {
    return await fn();
  } finally {
    cache.__crmEnv = saved;
  }
}
