import { describe, expect, it } from "vitest";
import { pathSegment, providerPath, providerUrl, UnsafeProviderPathError } from "@/lib/providers/url";

const base = "https://api1.unipile.com:13111";

describe("provider URLs", () => {
  it("encodes each value into exactly one segment under the base", () => {
    const url = providerUrl(base, providerPath`/api/v1/users/${"a/b?c#d"}`, { account_id: "acc 1&x=y" });
    expect(url.pathname).toBe("/api/v1/users/a%2Fb%3Fc%23d");
    expect(url.searchParams.get("account_id")).toBe("acc 1&x=y");
    expect(url.origin).toBe(base);
  });

  it.each(["..", ".", "", "%2e%2e", "%2E.", ".%2e", "%2e"])("refuses the segment %j", (value) => {
    expect(() => pathSegment(value)).toThrow(UnsafeProviderPathError);
    expect(() => providerPath`/api/v1/users/${value}`).toThrow(UnsafeProviderPathError);
  });

  it("keeps a value that only looks encoded inside its segment", () => {
    expect(pathSegment("%2f..%2f")).toBe("%252f..%252f");
    expect(providerUrl(base, providerPath`/api/v1/users/${"..%2f..%2fadmin"}`).pathname).toBe(
      "/api/v1/users/..%252f..%252fadmin",
    );
  });

  it.each([
    "/api/v1/users/..",
    "/api/v1/users/../../admin",
    "/api/v1/users/%2e%2e",
    "/api/v1/users/%2E%2E/x",
    "/api/v1/./users",
    "/api//v1",
    "//evil.example/x",
    "/api\\..\\x",
    "/api/v1?x=1",
    "api/v1/users",
  ])("never builds a URL that leaves its base from %j", (path) => {
    expect(() => providerUrl(base, path)).toThrow(UnsafeProviderPathError);
  });

  it("keeps a base URL's own path and its trailing slash handling", () => {
    expect(providerUrl("http://127.0.0.1:4010/proxy/", "/v1/places:searchText").href).toBe(
      "http://127.0.0.1:4010/proxy/v1/places:searchText",
    );
    expect(() => providerUrl("http://127.0.0.1:4010/proxy", "/../v1")).toThrow(UnsafeProviderPathError);
  });

  it("a fuzzed value never moves the path outside its segment", () => {
    const alphabet = ["a", ".", "/", "%", "2", "e", "E", "f", "\\", "?", "#", ":", "@", "~"];
    for (let i = 0; i < 2000; i++) {
      const value = Array.from(
        { length: 1 + (i % 7) },
        (_, k) => alphabet[(i * 7 + k * 13 + ((i * k) % 5)) % alphabet.length],
      ).join("");
      let url: URL;
      try {
        url = providerUrl(base, providerPath`/api/v1/users/${value}/posts`);
      } catch (error) {
        expect(error).toBeInstanceOf(UnsafeProviderPathError);
        continue;
      }
      const parts = url.pathname.split("/");
      expect(parts.slice(0, 4)).toEqual(["", "api", "v1", "users"]);
      expect(parts).toHaveLength(6);
      expect(decodeURIComponent(parts[4] ?? "")).toBe(value);
    }
  });
});
