import { actionEndpoints, routeEndpoints } from "../endpoints";
import { callAction, callRoute, type Outcome, type RouteRequest } from "./call";
import { discoverActions, discoverRoutes } from "./discover";
import type { Fixtures, Member } from "./fixtures";
import { actionArgs, type ActionSpec, type RouteSpec } from "./spec";

/** One registered endpoint with a uniform way to call it, whatever its kind. */
/** `self` is whose ids the request carries (default: A's owner); `cookie` is who actually calls. */
export type Target =
  | {
      id: string;
      kind: "route";
      method: string;
      spec: RouteSpec;
      call(f: Fixtures, cookie?: string, request?: RouteRequest, self?: Member): Promise<Outcome>;
    }
  | {
      id: string;
      kind: "action";
      spec: ActionSpec;
      call(f: Fixtures, cookie?: string, input?: Record<string, unknown>, self?: Member): Promise<Outcome>;
    };

export const discoveredRoutes = discoverRoutes();
export const discoveredActions = discoverActions();

/** Discovered endpoints missing from the registry, and registry entries that no longer exist. */
export function registryGaps() {
  const routeIds = new Set(discoveredRoutes.map((r) => r.id));
  const actionIds = new Set(discoveredActions.map((a) => a.id));
  return {
    unregistered: [
      ...discoveredRoutes.filter((r) => !routeEndpoints[r.id]).map((r) => r.id),
      ...discoveredActions.filter((a) => !actionEndpoints[a.id]).map((a) => a.id),
    ],
    stale: [
      ...Object.keys(routeEndpoints).filter((id) => !routeIds.has(id)),
      ...Object.keys(actionEndpoints).filter((id) => !actionIds.has(id)),
    ],
  };
}

export function registeredTargets(): Target[] {
  const routes: Target[] = discoveredRoutes.flatMap((route) => {
    const spec = routeEndpoints[route.id];
    if (!spec) return [];
    return [
      {
        id: route.id,
        kind: "route" as const,
        method: route.method,
        spec,
        call: (f: Fixtures, cookie?: string, request?: RouteRequest, self?: Member) =>
          callRoute(route.file, route.method, request ?? spec.request(f, self ?? f.a.owner), cookie),
      },
    ];
  });
  const actions: Target[] = discoveredActions.flatMap((action) => {
    const spec = actionEndpoints[action.id];
    if (!spec) return [];
    return [
      {
        id: action.id,
        kind: "action" as const,
        spec,
        call: (f: Fixtures, cookie?: string, input?: Record<string, unknown>, self?: Member) =>
          callAction(
            action.file,
            action.name,
            actionArgs(spec, input ?? spec.input(f, self ?? f.a.owner)),
            cookie,
          ),
      },
    ];
  });
  return [...routes, ...actions];
}

/** Route handlers that change state: everything but GET, HEAD and OPTIONS. */
export function isStateChanging(target: Target): boolean {
  return target.kind === "action" || !["GET", "HEAD", "OPTIONS"].includes(target.method);
}
