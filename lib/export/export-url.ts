import "server-only";
import { AppError } from "@/lib/errors";
import { authSecret, hmacSignature, signaturesMatch } from "@/lib/security/signature";

/** How long a download link works. */
export const exportUrlTtlSeconds = 10 * 60;
export const exportPath = "/api/leads/export";
/** A signed query posted to the export route: the selection's ids (the request's 200,000 characters) and more. */
export const EXPORT_QUERY_MAX_BYTES = 256 * 1024;

const secret = () =>
  authSecret(() => new AppError("unavailable", "Downloads are not configured on this server."));

/** The query without exp/sig, keys sorted: what the signature covers. */
function canonical(params: URLSearchParams): string {
  return [...params.entries()]
    .filter(([k]) => k !== "exp" && k !== "sig")
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join("&");
}

function signature(userId: string, workspaceId: string, exp: number, query: string): string {
  return hmacSignature(secret(), `${userId}\n${workspaceId}\n${exp}\n${query}`);
}

/**
 * A download link for this user and workspace only, valid for 10 minutes (RELIABILITY 21): the export
 * route also requires the session, so a leaked link is useless to anyone else and soon to its owner.
 */
export function createExportUrl({
  workspaceId,
  userId,
  params,
  now = Date.now(),
}: {
  workspaceId: string;
  userId: string;
  params: Record<string, string | number | undefined>;
  now?: number;
}): string {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") query.set(k, String(v));
  const exp = Math.floor(now / 1000) + exportUrlTtlSeconds;
  query.set("exp", String(exp));
  query.set("sig", signature(userId, workspaceId, exp, canonical(query)));
  return `${exportPath}?${query.toString()}`;
}

/** Throws not_found for a missing, forged, foreign or expired link (no hint which). */
export function verifyExportUrl({
  workspaceId,
  userId,
  search,
  now = Date.now(),
}: {
  workspaceId: string;
  userId: string;
  search: URLSearchParams;
  now?: number;
}): void {
  const exp = Number(search.get("exp"));
  const sig = search.get("sig") ?? "";
  const expected = Number.isInteger(exp) ? signature(userId, workspaceId, exp, canonical(search)) : "";
  const valid = signaturesMatch(expected, sig) && exp * 1000 >= now;
  if (!valid)
    throw new AppError("not_found:export", "This download link has expired. Start the download again.");
}
