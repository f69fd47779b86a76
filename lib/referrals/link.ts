import "server-only";
import { appLink } from "@/lib/links/app-link";

/** The sign-up link that records a referral (`/signup?ref=CODE`). */
export function referralLink(code: string): string {
  return appLink("/signup", { ref: code });
}
