import type { SessionContext } from "@/lib/auth/session";
import type { Tenant } from "./support";

export const appUrl = "http://localhost:3000";

/**
 * The session a test's mocked lib/auth/session hands to withWorkspace (null: signed out):
 * `vi.mock("@/lib/auth/session", () => ({ getSessionContext: async () => globalThis.__leadsTestSession }))`.
 */
const store = globalThis as unknown as { __leadsTestSession: SessionContext | null };

export function signIn(tenant: Tenant | null, role: SessionContext["role"] = "owner"): void {
  store.__leadsTestSession = tenant && {
    sessionId: "00000000-0000-4000-8000-000000000000",
    user: {
      id: tenant.userId,
      name: "Test",
      email: tenant.email,
      avatarUrl: null,
      lastLoginAt: null,
      previousLoginAt: null,
    },
    workspace: { id: tenant.workspaceId, name: "Test", plan: "FREE", timeZone: "UTC" },
    role,
  };
}

type Handler = (request: Request, context: { params: Promise<unknown> }) => Promise<Response>;

export async function call(
  handler: Handler,
  {
    path,
    method = "GET",
    params = {},
    json,
    body,
    headers = {},
  }: {
    path: string;
    method?: string;
    params?: Record<string, string>;
    json?: unknown;
    body?: BodyInit;
    headers?: Record<string, string>;
  },
): Promise<Response> {
  const init: RequestInit & { duplex?: "half" } = { method, headers: { ...headers } };
  if (json !== undefined) {
    init.body = JSON.stringify(json);
    (init.headers as Record<string, string>)["content-type"] = "application/json";
  } else if (body !== undefined) {
    init.body = body;
    init.duplex = "half";
  }
  return handler(new Request(`${appUrl}${path}`, init), { params: Promise.resolve(params) });
}

export function csvForm(content: string, fileName = "leads.csv", type = "text/csv"): FormData {
  const form = new FormData();
  form.set("file", new File([content], fileName, { type }));
  return form;
}
