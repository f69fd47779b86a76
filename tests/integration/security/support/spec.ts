import type { Permission } from "@/lib/auth/permissions";
import type { RouteRequest } from "./call";
import type { Fixtures, Member } from "./fixtures";

/**
 * Who may call an endpoint:
 * - session: a signed-in member of the workspace, with `permission` when the endpoint needs one;
 * - public: anyone (sign-in, sign-up, health); the reason says why;
 * - secret: a bearer secret, not a session (cron);
 * - dev-only: only where the dev outbox is enabled, a 404 elsewhere.
 */
export type Access =
  | { kind: "session"; permission?: Permission }
  | { kind: "public"; reason: string }
  | { kind: "secret" }
  | { kind: "dev-only" };

type Common = {
  access: Access;
  /** Tables a valid request may change; anything else changing fails the matrix. */
  mayChange: readonly string[];
  /**
   * What the owner of workspace B gets for workspace A's request: `not_found` when the request names
   * A's rows, `own-workspace` when it only reads or writes the caller's own workspace (lists, create).
   */
  foreign?: "not_found" | "own-workspace";
  /** Whether the hostile-input generator applies (the input is validated with zod). */
  fuzz?: boolean;
  /** State-changing routes refuse foreign origins; webhooks and cron say why they are exempt. */
  csrfExempt?: string;
  /** Puts the fixtures into the state a valid call needs (e.g. an empty workspace). */
  prepare?: (f: Fixtures) => Promise<void>;
};

/**
 * Builders get workspace A's fixtures and `self`, the member of A whose own ids (user id, signed links)
 * the request carries: the caller for valid calls, A's owner when someone else replays A's request.
 */
export type RouteSpec = Common & { request(f: Fixtures, self: Member): RouteRequest };
export type ActionSpec = Common & {
  /** The input object of a valid call for workspace A. */
  input(f: Fixtures, self: Member): Record<string, unknown>;
  /** How the input is passed; default `(prev, input)` as authedAction/publicAction expect. */
  args?: (input: Record<string, unknown>) => unknown[];
};

export function actionArgs(spec: ActionSpec, input: Record<string, unknown>): unknown[] {
  return spec.args ? spec.args(input) : [undefined, input];
}
