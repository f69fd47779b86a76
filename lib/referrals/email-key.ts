/** Domains whose mailboxes ignore dots in the local part (and are one mailbox under both names). */
const dotless = new Set(["gmail.com", "googlemail.com"]);

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * One person's address however it is written: lower case, no +tag, and for Gmail no dots and one
 * domain. `Ana.Lima+promo@googlemail.com` and `analima@gmail.com` share a key.
 */
export function referralEmailKey(email: string): string {
  const [rawLocal = "", rawDomain = ""] = email.trim().toLowerCase().split("@");
  const local = rawLocal.split("+")[0] ?? "";
  if (dotless.has(rawDomain)) return `${local.replaceAll(".", "")}@gmail.com`;
  return `${local}@${rawDomain}`;
}

/** A PostgreSQL regular expression matching every stored (lower-cased) address with this key. */
export function emailKeyPattern(key: string): string {
  const [local = "", domain = ""] = key.split("@");
  if (domain === "gmail.com") {
    const letters = [...local].map(escapeRegex).join("\\.*");
    return `^\\.*${letters}\\.*(\\+.*)?@(gmail|googlemail)\\.com$`;
  }
  return `^${escapeRegex(local)}(\\+.*)?@${escapeRegex(domain)}$`;
}
