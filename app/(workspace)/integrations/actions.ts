"use server";

import { revalidatePath } from "next/cache";
import { authedAction } from "@/lib/server/action";
import { startLink } from "@/lib/integrations/connect";
import { deleteIntegration, disconnectIntegration, testIntegration } from "@/lib/integrations/manage";
import { completeReturn } from "@/lib/integrations/return";
import { platformInputSchema, returnInputSchema } from "@/lib/integrations/validations";

const write = { permission: "integrations:write" } as const;

/** Connect: a hosted-auth link for a new account; the browser goes there. */
export const connectIntegrationAction = authedAction(
  platformInputSchema,
  async ({ platform }, session) => {
    const { url } = await startLink({
      workspaceId: session.workspace.id,
      userId: session.user.id,
      provider: platform,
      kind: "create",
    });
    return { status: "success", data: { url } };
  },
  write,
);

/** Reconnect: a hosted-auth link of type reconnect for the workspace's existing account. */
export const reconnectIntegrationAction = authedAction(
  platformInputSchema,
  async ({ platform }, session) => {
    const { url } = await startLink({
      workspaceId: session.workspace.id,
      userId: session.user.id,
      provider: platform,
      kind: "reconnect",
    });
    return { status: "success", data: { url } };
  },
  write,
);

export const disconnectIntegrationAction = authedAction(
  platformInputSchema,
  async ({ platform }, session) => {
    const { message } = await disconnectIntegration({
      workspaceId: session.workspace.id,
      provider: platform,
    });
    revalidatePath("/integrations");
    return { status: "success", message };
  },
  write,
);

export const deleteIntegrationAction = authedAction(
  platformInputSchema,
  async ({ platform }, session) => {
    const { message } = await deleteIntegration({ workspaceId: session.workspace.id, provider: platform });
    revalidatePath("/integrations");
    return { status: "success", message };
  },
  write,
);

/** Test Connection: Unipile's real status for the account, stored and reported. */
export const testIntegrationAction = authedAction(
  platformInputSchema,
  async ({ platform }, session) => {
    const result = await testIntegration({ workspaceId: session.workspace.id, provider: platform });
    revalidatePath("/integrations");
    return {
      status: "success",
      message: result.message,
      data: { ok: result.ok, providerStatus: result.providerStatus },
    };
  },
  write,
);

/** The browser's return from Unipile's wizard: saves the connection (idempotent with the notify). */
export const completeConnectionAction = authedAction(
  returnInputSchema,
  async (input, session) => {
    const result = await completeReturn({
      session: { workspaceId: session.workspace.id, userId: session.user.id },
      ...input,
    });
    revalidatePath("/integrations");
    return { status: result.ok ? "success" : "error", message: result.message };
  },
  write,
);
