import Link from "next/link";
import type { ComponentProps } from "react";

/**
 * next/link without viewport prefetching: the landing page would otherwise fetch the payloads of
 * /, /signin and /signup while it loads, competing with its own hydration on slow phones.
 * Navigation stays client-side when a link is followed.
 */
export function PageLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
