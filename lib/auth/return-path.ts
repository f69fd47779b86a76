import { sameOriginPath } from "@/lib/links/same-origin-path";
import { HOME_AFTER_SIGN_IN } from "./routes";

/** Where to go after sign-in: the callback when it is ours, the dashboard otherwise. */
export function safeCallbackPath(value: string | null | undefined): string {
  return (value ? sameOriginPath(value) : null) ?? HOME_AFTER_SIGN_IN;
}
