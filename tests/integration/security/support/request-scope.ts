import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What Next would hand server code for the request being tested: its headers and cookies. The
 * next/headers and Auth.js mocks read from here, so a route handler or server action sees exactly the
 * caller the test chose (or nobody).
 */
export type RequestScope = { headers: Headers; setCookies: Map<string, string> };

const storage = new AsyncLocalStorage<RequestScope>();

export function runInRequest<T>(headers: Headers, fn: () => Promise<T>): Promise<T> {
  return storage.run({ headers, setCookies: new Map() }, fn);
}

export function currentRequest(): RequestScope {
  return storage.getStore() ?? { headers: new Headers(), setCookies: new Map() };
}

export function requestCookies(): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (currentRequest().headers.get("cookie") ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0) jar.set(part.slice(0, index).trim(), decodeURIComponent(part.slice(index + 1).trim()));
  }
  for (const [name, value] of currentRequest().setCookies) jar.set(name, value);
  return jar;
}
