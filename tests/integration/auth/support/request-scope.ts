/**
 * A stand-in for the Next request scope in integration tests: one cookie jar (what the browser holds)
 * and the request headers. next/headers and lib/auth's auth() are mocked onto it.
 */
type CookieOptions = {
  maxAge?: number;
  secure?: boolean;
  httpOnly?: boolean;
  sameSite?: string;
  path?: string;
};

export const scope = {
  jar: new Map<string, string>(),
  lastOptions: new Map<string, CookieOptions>(),
  headers: new Headers(),
};

export function resetScope(headers: Record<string, string> = {}) {
  scope.jar.clear();
  scope.lastOptions.clear();
  scope.headers = new Headers(headers);
}

export function setRequestHeaders(headers: Record<string, string>) {
  scope.headers = new Headers(headers);
}

export function cookieHeader(): string {
  return [...scope.jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

export const cookieStore = {
  get(name: string) {
    const value = scope.jar.get(name);
    return value === undefined ? undefined : { name, value };
  },
  getAll() {
    return [...scope.jar].map(([name, value]) => ({ name, value }));
  },
  has(name: string) {
    return scope.jar.has(name);
  },
  set(name: string, value: string, options: CookieOptions = {}) {
    scope.lastOptions.set(name, options);
    if (options.maxAge === 0 || value === "") scope.jar.delete(name);
    else scope.jar.set(name, value);
  },
  delete(name: string) {
    scope.jar.delete(name);
  },
};
