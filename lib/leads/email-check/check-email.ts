import "server-only";
// mailchecker is CommonJS with no named exports Node can see: its default export is the module object.
import mailchecker from "mailchecker";
import type { EmailVerificationStatus } from "@/lib/leads/contact/types";
import { normalizeEmail } from "@/lib/leads/contact/normalize";
import type { MxLookup } from "./mx-lookup";
import { isRoleAddress } from "./role";

export type EmailCheckReason = "syntax" | "disposable" | "role" | "no_mail_server" | "dns_unknown";
export type EmailCheck = { address: string; status: EmailVerificationStatus; reasons: EmailCheckReason[] };

const disposableDomains = mailchecker.blacklist();

/** The domain or any parent of it is on mailchecker's list of throwaway-mail providers. */
function isDisposable(domain: string): boolean {
  const labels = domain.split(".");
  return labels.some((_, i) => i < labels.length - 1 && disposableDomains.has(labels.slice(i).join(".")));
}

/**
 * One email's status before any campaign uses it: bad syntax or a domain that takes no mail is invalid;
 * a throwaway provider or a role address (info@, sales@) is risky; a DNS answer that did not come is
 * unknown (checked again later); otherwise valid. No mailbox is probed (no SMTP conversation).
 */
export async function checkEmail(raw: string, lookupMx: MxLookup): Promise<EmailCheck> {
  const address = normalizeEmail(raw);
  if (!address) return { address: raw.trim(), status: "invalid", reasons: ["syntax"] };
  const [local, domain] = [
    address.slice(0, address.lastIndexOf("@")),
    address.slice(address.lastIndexOf("@") + 1),
  ];
  const reasons: EmailCheckReason[] = [];
  if (isDisposable(domain)) reasons.push("disposable");
  if (isRoleAddress(local)) reasons.push("role");
  const mx = await lookupMx(domain);
  if (mx.kind === "null_mx" || mx.kind === "no_mail")
    return { address, status: "invalid", reasons: [...reasons, "no_mail_server"] };
  if (mx.kind === "unknown") return { address, status: "unknown", reasons: [...reasons, "dns_unknown"] };
  return { address, status: reasons.length ? "risky" : "valid", reasons };
}
