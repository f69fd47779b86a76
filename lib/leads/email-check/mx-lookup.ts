import "server-only";
import { Resolver } from "node:dns/promises";

/** What a domain's mail routing says: mail servers, none at all, or no answer in time. */
export type MxAnswer =
  | { kind: "mx"; hosts: string[] }
  | { kind: "null_mx" }
  | { kind: "no_mail" }
  | { kind: "unknown"; reason: string };

export type MxLookup = (domain: string) => Promise<MxAnswer>;

const NO_DOMAIN = new Set(["ENOTFOUND", "ENODATA"]);

/**
 * MX records through `node:dns` with a timeout and a cache (a list of a million leads shares a few
 * thousand domains). Without MX records a domain's address record is its implicit mail server (RFC 5321
 * 5.1); a single "." MX is a domain that takes no mail (RFC 7505). Timeouts and server failures are
 * "unknown" and are cached for a short time only.
 */
export function createMxLookup({
  servers,
  timeoutMs = 3_000,
  ttlMs = 6 * 60 * 60 * 1_000,
  unknownTtlMs = 5 * 60 * 1_000,
  now = Date.now,
}: {
  servers?: string[];
  timeoutMs?: number;
  ttlMs?: number;
  unknownTtlMs?: number;
  now?: () => number;
} = {}): MxLookup {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
  if (servers?.length) resolver.setServers(servers);
  const cache = new Map<string, { answer: Promise<MxAnswer>; expires: number }>();

  async function lookup(domain: string): Promise<MxAnswer> {
    try {
      const records = await resolver.resolveMx(domain);
      if (records.length === 1 && records[0]!.exchange === "") return { kind: "null_mx" };
      const hosts = records
        .sort((a, b) => a.priority - b.priority)
        .map((r) => r.exchange)
        .filter(Boolean);
      return hosts.length ? { kind: "mx", hosts } : { kind: "null_mx" };
    } catch (error) {
      const code = (error as { code?: string }).code ?? "";
      if (!NO_DOMAIN.has(code)) return { kind: "unknown", reason: code || "dns_error" };
      if (code === "ENOTFOUND") return { kind: "no_mail" };
      try {
        const addresses = await resolver.resolve4(domain);
        return addresses.length ? { kind: "mx", hosts: [domain] } : { kind: "no_mail" };
      } catch (fallback) {
        const again = (fallback as { code?: string }).code ?? "";
        return NO_DOMAIN.has(again) ? { kind: "no_mail" } : { kind: "unknown", reason: again || "dns_error" };
      }
    }
  }

  return (domain) => {
    const key = domain.toLowerCase();
    const hit = cache.get(key);
    if (hit && hit.expires > now()) return hit.answer;
    const answer = lookup(key);
    cache.set(key, { answer, expires: now() + ttlMs });
    void answer.then((a) => {
      if (a.kind === "unknown") cache.set(key, { answer, expires: now() + unknownTtlMs });
    });
    return answer;
  };
}
