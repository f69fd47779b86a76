/** Health, the serverless job runner and the dev outbox. */
import type { RouteSpec } from "../support/spec";

export const platformRoutes: Record<string, RouteSpec> = {
  "GET /api/health": {
    access: { kind: "public", reason: "load balancer probe" },
    request: () => ({ path: "/api/health" }),
    mayChange: [],
  },
  "GET /api/cron/jobs": {
    access: { kind: "secret" },
    request: () => ({ path: "/api/cron/jobs" }),
    mayChange: ["emails"],
  },
  "GET /api/dev/outbox": {
    access: { kind: "dev-only" },
    request: (f) => ({ path: `/api/dev/outbox?to=${encodeURIComponent(f.a.owner.email)}` }),
    mayChange: [],
  },
};
