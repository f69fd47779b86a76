/**
 * next/cache outside a Next request: revalidation needs the server's incremental cache, which a direct
 * call does not have. What a call revalidated is recorded, so a test can still see it.
 */
export const revalidated: string[] = [];

export function revalidatePath(path: string) {
  revalidated.push(path);
}
export function revalidateTag(tag: string) {
  revalidated.push(`tag:${tag}`);
}
export function updateTag(tag: string) {
  revalidated.push(`tag:${tag}`);
}
export function refresh() {}
export function unstable_noStore() {}
export function unstable_cache<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  return fn;
}
export function cacheLife() {}
export function cacheTag() {}
