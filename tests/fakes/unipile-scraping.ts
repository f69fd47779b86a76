import type http from "node:http";

/**
 * The scraping endpoints of the fake Unipile (mounted by tests/fakes/unipile.ts), as Unipile's API v1
 * documents them:
 * - `POST /api/v1/linkedin/search?account_id=&cursor=&limit=` with `{ url }` (a LinkedIn people search
 *   URL) or `{ api: "classic", category: "people", keywords }`: `{ object: "LinkedinSearch", items,
 *   paging, cursor }`, people from a directory of 1,500 (keywords with "nobody" match none);
 * - `GET /api/v1/users/{identifier}?account_id=`: an Instagram profile (`natgeo` public with 2,400
 *   followers, `hiddengarden` private, others 404);
 * - `GET /api/v1/users/followers?account_id=&user_id=&cursor=&limit=`: a profile's followers.
 * The account must exist, be of the right type and OK (else 401 `errors/disconnected_account`).
 * `partialPages` makes the next pages shorter than asked for (the cursor still given); `repeatPages`
 * makes every page repeat the first page's people (the cursor still advancing), as a search that
 * keeps answering the same results does.
 */
export type ScrapingRoutes = {
  partialPages: number;
  repeatPages: boolean;
  /** Profiles each account has fetched through search and followers. */
  fetched: Map<string, number>;
  handle(req: http.IncomingMessage, res: http.ServerResponse, path: string, body: unknown): boolean;
};

type Account = { id: string; type: string; status: string };
type Reply = (res: http.ServerResponse, status: number, body: unknown) => void;
type Problem = (res: http.ServerResponse, status: number, type: string, title: string) => void;

const FIRST = ["Ada", "Grace", "Alan", "Katherine", "Linus", "Margaret", "Tim", "Radia", "Dennis", "Barbara"];
const LAST = [
  "Lovelace",
  "Hopper",
  "Turing",
  "Johnson",
  "Torvalds",
  "Hamilton",
  "Berners-Lee",
  "Perlman",
  "Ritchie",
  "Liskov",
];
const DISTANCES = ["DISTANCE_1", "DISTANCE_2", "DISTANCE_3", "OUT_OF_NETWORK"];

function person(i: number) {
  const first = FIRST[i % FIRST.length] ?? "Ada";
  const last = LAST[Math.floor(i / FIRST.length) % LAST.length] ?? "Lovelace";
  const slug = `${first}-${last}-${i}`.toLowerCase();
  return {
    object: "SearchResult",
    type: "PEOPLE",
    id: `ACoAA${String(i).padStart(6, "0")}`,
    public_identifier: slug,
    public_profile_url: `https://www.linkedin.com/in/${slug}`,
    profile_url: `https://www.linkedin.com/in/ACoAA${String(i).padStart(6, "0")}`,
    profile_picture_url: i % 3 === 0 ? null : `https://media.licdn.example/${slug}.jpg`,
    member_urn: `urn:li:member:${100000 + i}`,
    name: `${first} ${last}`,
    first_name: first,
    last_name: last,
    network_distance: DISTANCES[i % DISTANCES.length],
    location: i % 5 === 0 ? null : "London, England, United Kingdom",
    headline: `Founder at Company ${i}`,
    keywords_match: i % 2 === 0 ? "founder" : null,
    shared_connections_count: i % 17,
    followers_count: 100 + i,
    premium: i % 4 === 0,
    verified: i % 6 === 0,
  };
}

const PEOPLE = 1500;
const FOLLOWERS = 2400;

function follower(owner: string, i: number) {
  const username = `${owner}_fan_${i}`;
  return {
    object: "UserFollower",
    id: `ig-${owner}-${i}`,
    provider_id: `ig-${owner}-${i}`,
    public_identifier: username,
    name: i % 9 === 0 ? null : `Fan ${i} of ${owner}`,
    profile_picture_url: `https://cdn.instagram.example/${username}.jpg`,
    is_private: i % 4 === 0,
  };
}

const PROFILES: Record<string, { full_name: string; is_private: boolean; followers: number }> = {
  natgeo: { full_name: "National Geographic", is_private: false, followers: FOLLOWERS },
  hiddengarden: { full_name: "Hidden Garden", is_private: true, followers: 40 },
};

function cursorOf(value: string | null): number {
  const n = value ? Number(Buffer.from(value, "base64url").toString("utf8").replace(/^o:/, "")) : 0;
  return Number.isFinite(n) && n >= 0 ? n : -1;
}
const nextCursor = (offset: number) => Buffer.from(`o:${offset}`).toString("base64url");

export function createScrapingRoutes(
  accounts: Map<string, Account>,
  reply: Reply,
  problem: Problem,
): ScrapingRoutes {
  const routes: ScrapingRoutes = {
    partialPages: 0,
    repeatPages: false,
    fetched: new Map(),
    handle(req, res, path, body) {
      const url = new URL(req.url ?? "/", "http://fake");
      const search = req.method === "POST" && path === "/api/v1/linkedin/search";
      const followers = req.method === "GET" && path === "/api/v1/users/followers";
      const profile = req.method === "GET" && !followers ? /^\/api\/v1\/users\/([^/]+)$/.exec(path) : null;
      if (!search && !followers && !profile) return false;
      const accountId = url.searchParams.get("account_id");
      if (!accountId)
        return (problem(res, 400, "errors/invalid_parameters", "account_id is required."), true);
      const account = accounts.get(accountId);
      if (!account)
        return (problem(res, 404, "errors/resource_not_found", "Account not found (deleted)."), true);
      const wanted = search ? "LINKEDIN" : "INSTAGRAM";
      if (account.type.toUpperCase() !== wanted)
        return (problem(res, 400, "errors/invalid_account", `Not a ${wanted} account.`), true);
      if (account.status !== "OK")
        return (
          problem(res, 401, "errors/disconnected_account", "Disconnected account: reconnect it."),
          true
        );
      const limitParam = Number(url.searchParams.get("limit") ?? 10);
      const offset = cursorOf(url.searchParams.get("cursor"));
      if (offset < 0) return (problem(res, 400, "errors/invalid_parameters", "Invalid cursor."), true);
      const limit = Math.min(search ? 50 : 100, Math.max(1, Number.isFinite(limitParam) ? limitParam : 10));
      const size = routes.partialPages > 0 ? (routes.partialPages--, Math.ceil(limit / 2)) : limit;
      const first = routes.repeatPages ? 0 : offset;
      const count = (n: number) => routes.fetched.set(accountId, (routes.fetched.get(accountId) ?? 0) + n);

      if (search) {
        const input = (body ?? {}) as { url?: unknown; keywords?: unknown; category?: unknown };
        const text =
          typeof input.url === "string"
            ? input.url
            : typeof input.keywords === "string"
              ? input.keywords
              : "";
        if (typeof input.url === "string" && !/linkedin\.com\/search\/results\/people/i.test(input.url)) {
          return (problem(res, 400, "errors/invalid_parameters", "Unsupported search URL."), true);
        }
        if (!text)
          return (problem(res, 400, "errors/invalid_parameters", "url or keywords is required."), true);
        const total = /nobody/i.test(text) ? 0 : PEOPLE;
        const items = Array.from({ length: Math.max(0, Math.min(size, total - offset)) }, (_, k) =>
          person(first + k),
        );
        count(items.length);
        const end = offset + items.length;
        reply(res, 200, {
          object: "LinkedinSearch",
          items,
          config: { params: { category: "people" } },
          paging: { start: offset, page_count: items.length, total_count: total },
          cursor: end < total ? nextCursor(end) : null,
        });
        return true;
      }
      if (profile) {
        const username = decodeURIComponent(profile[1] ?? "").toLowerCase();
        const known = PROFILES[username];
        if (!known) return (problem(res, 404, "errors/resource_not_found", "User not found."), true);
        reply(res, 200, {
          object: "UserProfile",
          provider: "INSTAGRAM",
          provider_id: `ig-${username}`,
          public_identifier: username,
          full_name: known.full_name,
          profile_picture_url: `https://cdn.instagram.example/${username}.jpg`,
          is_private: known.is_private,
          followers_count: known.followers,
        });
        return true;
      }
      const owner = (url.searchParams.get("user_id") ?? "").replace(/^ig-/, "");
      const known = PROFILES[owner];
      if (!known) return (problem(res, 404, "errors/resource_not_found", "User not found."), true);
      if (known.is_private)
        return (problem(res, 403, "errors/insufficient_privileges", "This account is private."), true);
      const items = Array.from({ length: Math.max(0, Math.min(size, known.followers - offset)) }, (_, k) =>
        follower(owner, first + k),
      );
      count(items.length);
      const end = offset + items.length;
      reply(res, 200, {
        object: "UserFollowersList",
        items,
        cursor: end < known.followers ? nextCursor(end) : null,
      });
      return true;
    },
  };
  return routes;
}
