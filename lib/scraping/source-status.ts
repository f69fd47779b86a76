import "server-only";
import { can } from "@/lib/auth/permissions";
import { getCreditBalance } from "@/lib/credits/queries";
import type { SessionContext } from "@/lib/auth/session";
import { unavailableMessage } from "./messages";
import { platforms } from "./platforms";
import { getProvider } from "./providers";
import type { ScrapingPlatformId } from "@/db/schema/scraping-enums";
import type { ProviderUnavailable, SourceAttribution } from "./providers/types";

/** Whether a source can run for this user here, and whose data it brings: shown before anything is filled in. */
export type SourceStatus = { unavailable: ProviderUnavailable | null; attribution: SourceAttribution | null };
export type SourceStatuses = Partial<Record<ScrapingPlatformId, SourceStatus>>;

/** A source this user's role cannot connect says whom to ask instead of linking to Integrations. */
function forRole(unavailable: ProviderUnavailable | null, canConnect: boolean): ProviderUnavailable | null {
  if (!unavailable || canConnect) return unavailable;
  const message = unavailableMessage(unavailable.message, unavailable.code, false);
  return message === unavailable.message ? unavailable : { code: unavailable.code, message };
}

export async function sourceStatuses(params: {
  workspaceId: string;
  userId: string;
  /** Whether the user's role may connect accounts (integrations:write). */
  canConnect: boolean;
}): Promise<SourceStatuses> {
  const entries = await Promise.all(
    platforms
      .filter((platform) => platform.enabled)
      .map(async (platform) => {
        const provider = getProvider(platform.id);
        if (!provider) return [platform.id, { unavailable: null, attribution: null }] as const;
        const unavailable = forRole(await provider.unavailableReason(params), params.canConnect);
        return [platform.id, { unavailable, attribution: provider.attribution ?? null }] as const;
      }),
  );
  return Object.fromEntries(entries);
}

/** What decides, for a recommendation, whether its source can run for this user (see sourceBlock). */
export type SourceReadiness = { sources: SourceStatuses; balance: number; canBuy: boolean };

/** The sources' statuses and the balance a signed-in user is shown; their role decides the advice. */
export async function sourceReadinessFor(
  session: Pick<SessionContext, "workspace" | "user" | "role">,
): Promise<SourceReadiness> {
  const [sources, balance] = await Promise.all([
    sourceStatuses({
      workspaceId: session.workspace.id,
      userId: session.user.id,
      canConnect: can(session.role, "integrations:write"),
    }),
    getCreditBalance({ workspaceId: session.workspace.id }),
  ]);
  return { sources, balance, canBuy: can(session.role, "billing:write") };
}
