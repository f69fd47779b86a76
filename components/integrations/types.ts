import type { ActionResult } from "@/lib/server/action-result";

type Action<I, T = undefined> = (prev: ActionResult<T> | undefined, input: I) => Promise<ActionResult<T>>;
type PlatformAction<T = undefined> = Action<{ platform: string }, T>;

export type ReturnParams = {
  provider: string;
  state?: string;
  status?: string;
  accountId?: string;
  result?: string;
};

/** The server actions of app/(workspace)/integrations/actions.ts, passed down as props. */
export type IntegrationActions = {
  connect: PlatformAction<{ url: string }>;
  reconnect: PlatformAction<{ url: string }>;
  disconnect: PlatformAction;
  remove: PlatformAction;
  test: PlatformAction<{ ok: boolean; providerStatus: string }>;
  complete: Action<ReturnParams>;
};
