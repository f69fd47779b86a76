import { cookieHeader, cookieStore, scope } from "./request-scope";

/** `vi.mock("next/headers", () => import("./support/next-headers-mock"))` */
export async function cookies() {
  return cookieStore;
}

export async function headers() {
  const out = new Headers(scope.headers);
  const cookie = cookieHeader();
  if (cookie) out.set("cookie", cookie);
  return out;
}
