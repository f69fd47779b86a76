import { currentRequest, requestCookies } from "./request-scope";

/** next/headers outside a Next request: the headers and cookies of the request under test. */
export async function headers(): Promise<Headers> {
  return new Headers(currentRequest().headers);
}

export async function cookies() {
  const jar = requestCookies();
  return {
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) ?? "" } : undefined),
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    has: (name: string) => jar.has(name),
    set: (name: string | { name: string; value: string }, value?: string) => {
      const cookie = typeof name === "string" ? { name, value: value ?? "" } : name;
      currentRequest().setCookies.set(cookie.name, cookie.value);
    },
    delete: (name: string) => currentRequest().setCookies.set(name, ""),
  };
}

export async function draftMode() {
  return { isEnabled: false, enable() {}, disable() {} };
}
