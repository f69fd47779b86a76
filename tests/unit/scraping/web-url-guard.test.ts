import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isPublicAddress } from "@/lib/scraping/web/address";
import { BlockedUrlError } from "@/lib/scraping/web/errors";
import { checkUrl, type GuardPolicy, type Resolver } from "@/lib/scraping/web/url-guard";

type Case = {
  id: string;
  kind: "url" | "ip";
  input: string;
  expect: "block" | "allow";
  severity: string;
  dns?: string[];
};

// The shared SSRF corpus is read where it lies (never copied in); without it the corpus half is skipped with a note.
const corpusFile = path.resolve(__dirname, "../../../../shared/ssrf-corpus/cases.json");
const cases: Case[] = fs.existsSync(corpusFile)
  ? (JSON.parse(fs.readFileSync(corpusFile, "utf8")) as { cases: Case[] }).cases
  : [];
if (!cases.length) console.warn(`note: ${corpusFile} is absent; the SSRF corpus cases are not run`);

function stubResolver(answers: string[] | undefined): Resolver {
  return async () =>
    (answers ?? []).map((address) => ({ address, family: address.includes(":") ? 6 : 4 }) as const);
}

async function decide(c: Case): Promise<"blocked" | "allowed"> {
  if (c.kind === "ip") return isPublicAddress(c.input) ? "allowed" : "blocked";
  const policy: GuardPolicy = { allowHosts: new Set(), resolve: stubResolver(c.dns) };
  try {
    await checkUrl(c.input, policy);
    return "allowed";
  } catch (error) {
    if (error instanceof BlockedUrlError) return "blocked";
    throw error;
  }
}

describe("URL guard against the shared SSRF corpus", () => {
  it("has the corpus or says why not", () => {
    expect(cases.length === 0 || cases.length > 300).toBe(true);
  });

  it.each(cases.map((c) => [c.id, c] as const))("%s", async (_id, c) => {
    expect(await decide(c), `${c.input}`).toBe(c.expect === "block" ? "blocked" : "allowed");
  });
});

describe("URL guard rules", () => {
  const resolve = stubResolver(["93.184.215.14"]);
  const none: GuardPolicy = { allowHosts: new Set(), resolve };
  const allowed: GuardPolicy = {
    allowHosts: new Set(["127.0.0.1:4100", "localhost:4109"]),
    resolve: stubResolver(["127.0.0.1", "::1"]),
  };

  it("refuses other schemes, ports and credentials with a clear message", async () => {
    await expect(checkUrl("ftp://example.com/", none)).rejects.toThrow(
      "Only http:// and https:// addresses can be scraped",
    );
    await expect(checkUrl("https://example.com:8443/", none)).rejects.toThrow(
      "Only the standard web ports 80 and 443 can be scraped",
    );
    await expect(checkUrl("https://a:b@example.com/", none)).rejects.toThrow(
      "Addresses with a user name or password cannot be scraped",
    );
    await expect(checkUrl("not a url", none)).rejects.toThrow("Enter a full web address");
  });

  it("opens only the listed loopback host:port pairs", async () => {
    await expect(checkUrl("http://127.0.0.1:4100/", allowed)).resolves.toBeInstanceOf(URL);
    await expect(checkUrl("http://localhost:4109/", allowed)).resolves.toBeInstanceOf(URL);
    await expect(checkUrl("http://127.0.0.1:4101/", allowed)).rejects.toThrow(BlockedUrlError);
    await expect(checkUrl("http://127.0.0.1/", allowed)).rejects.toThrow(BlockedUrlError);
    await expect(checkUrl("http://user:pw@127.0.0.1:4100/", allowed)).rejects.toThrow(
      "user name or password",
    );
  });

  it("does not let a listed pair reach a private non-loopback address", async () => {
    const lan: GuardPolicy = { allowHosts: new Set(["intranet:4100"]), resolve: stubResolver(["10.0.0.5"]) };
    await expect(checkUrl("http://intranet:4100/", lan)).rejects.toThrow("private or local network");
  });

  it("classifies the embedded IPv4 forms", () => {
    for (const a of [
      "::ffff:7f00:1",
      "::c0a8:1",
      "64:ff9b::a00:1",
      "2002:c0a8:101::1",
      "2001:0:4136:e378:8000:63bf:3fff:fdd2",
      "100.64.0.1",
      "192.0.0.192",
      "0.0.0.0",
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
    expect(isPublicAddress("2606:2800:21f:cb07:6820:80da:af6b:8b2c")).toBe(true);
    expect(isPublicAddress("8.8.8.8")).toBe(true);
  });
});
