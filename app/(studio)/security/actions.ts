"use server";

import { headers } from "next/headers";
import { revalidatePath } from "next/cache";
import { changePassword } from "@/lib/account/password";
import { sessionMessages, signOutOtherSessions, terminateSession } from "@/lib/account/sessions";
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
  twoFactorMessages,
} from "@/lib/account/two-factor";
import {
  changePasswordSchema,
  emptySchema,
  passwordMessages,
  terminateSessionSchema,
  twoFactorCodeSchema,
} from "@/lib/account/validations";
import { clientIp } from "@/lib/security/client-ip";
import { authedAction } from "@/lib/server/action";

async function ip() {
  return clientIp(await headers());
}

function refresh() {
  revalidatePath("/security");
  revalidatePath("/settings");
}

export const changePasswordAction = authedAction(changePasswordSchema, async (input, session) => {
  await changePassword({
    userId: session.user.id,
    currentSessionId: session.sessionId,
    currentPassword: input.currentPassword,
    newPassword: input.newPassword,
    ip: await ip(),
  });
  refresh();
  return { status: "success", message: passwordMessages.changed };
});

export const startTwoFactorSetupAction = authedAction<
  typeof emptySchema,
  { secret: string; qrDataUrl: string }
>(emptySchema, async (_input, session) => {
  const { secret, qrDataUrl } = await startTwoFactorSetup({
    userId: session.user.id,
    email: session.user.email,
  });
  return { status: "success", data: { secret, qrDataUrl } };
});

export const confirmTwoFactorAction = authedAction<typeof twoFactorCodeSchema, { recoveryCodes: string[] }>(
  twoFactorCodeSchema,
  async ({ code }, session) => {
    const recoveryCodes = await confirmTwoFactorSetup({
      userId: session.user.id,
      name: session.user.name,
      email: session.user.email,
      code,
      ip: await ip(),
    });
    // No revalidation here: the card must stay on screen to show the codes; it refreshes once they are saved.
    return { status: "success", message: twoFactorMessages.enabled, data: { recoveryCodes } };
  },
);

export const disableTwoFactorAction = authedAction(twoFactorCodeSchema, async ({ code }, session) => {
  await disableTwoFactor({
    userId: session.user.id,
    name: session.user.name,
    email: session.user.email,
    code,
    ip: await ip(),
  });
  // The card refreshes itself after its form has answered (revalidating here would unmount the form first).
  return { status: "success", message: twoFactorMessages.disabled };
});

export const regenerateRecoveryCodesAction = authedAction<
  typeof twoFactorCodeSchema,
  { recoveryCodes: string[] }
>(twoFactorCodeSchema, async ({ code }, session) => {
  const recoveryCodes = await regenerateRecoveryCodes({
    userId: session.user.id,
    name: session.user.name,
    email: session.user.email,
    code,
    ip: await ip(),
  });
  // As when turning it on: the card shows the codes first and refreshes once they are saved.
  return { status: "success", message: twoFactorMessages.regenerated, data: { recoveryCodes } };
});

export const terminateSessionAction = authedAction(terminateSessionSchema, async ({ sessionId }, session) => {
  await terminateSession({
    userId: session.user.id,
    currentSessionId: session.sessionId,
    sessionId,
    ip: await ip(),
  });
  refresh();
  return { status: "success", message: sessionMessages.terminated };
});

export const signOutOtherSessionsAction = authedAction(emptySchema, async (_input, session) => {
  const ended = await signOutOtherSessions({
    userId: session.user.id,
    currentSessionId: session.sessionId,
    ip: await ip(),
  });
  refresh();
  return { status: "success", message: sessionMessages.othersEnded(ended) };
});
