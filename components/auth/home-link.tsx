import Link from "next/link";
import type { ComponentProps } from "react";

/**
 * A link to the landing page from the auth screens. Not prefetched: prefetching "/" preloads the landing
 * page's own stylesheet, which these screens never apply, and Chromium then warns on every one of them
 * that a preloaded resource went unused. The landing page is static, so following the link stays quick.
 */
export function HomeLink(props: Omit<ComponentProps<typeof Link>, "href" | "prefetch">) {
  return <Link href="/" prefetch={false} {...props} />;
}
