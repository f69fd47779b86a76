import "server-only";
import { getDb } from "@/db";
import { appEvents } from "@/db/schema";
import { appLink } from "@/lib/links/app-link";
import { deliverEmail, storeEmail } from "@/lib/email/send";
import { twoFactorChangedTemplate } from "@/lib/email/templates/account-emails";
import { AppError } from "@/lib/errors";
import { hitRateLimit, peekRateLimit, rateLimitError, rateLimitRules } from "@/lib/security/rate-limit";
import { open, seal } from "@/lib/security/secret-box";
import { hashRecoveryCode, isTotpCode, newRecoveryCodes } from "./recovery-codes";
import { newTotpSecret, totpQrDataUrl, totpUri, verifyTotp } from "./totp";
import {
  acceptTimeStep,
  consumeRecoveryCode,
  findTwoFactor,
  removeTwoFactor,
  replaceRecoveryCodes,
  savePendingSecret,
} from "./two-factor-queries";

export const twoFactorMessages = {
  invalidCode: "That code is not valid. Check your authenticator app and try again.",
  alreadyOn: "Two-factor authentication is already on.",
  notOn: "Two-factor authentication not found: it is not on for this account.",
  noSetup: "Two-factor setup not found. Start again: scan the new QR code, then enter its code.",
  enabled: "Two-factor authentication is on. Keep your recovery codes somewhere safe.",
  disabled: "Two-factor authentication is off.",
  totpOnly: "Enter a current code from your authenticator app (a recovery code cannot replace the set).",
  regenerated: "New recovery codes made. The old ones no longer work.",
} as const;

const sealing = (userId: string) => ({ purpose: "totp-secret", context: userId });

/** Refuses before any check when this user has had too many wrong codes lately (throttle, not lockout). */
async function assertNotThrottled(userId: string) {
  const state = await peekRateLimit(rateLimitRules.twoFactorFailuresPerUser, userId);
  if (!state.allowed) throw rateLimitError(state);
}

async function countFailure(userId: string) {
  await hitRateLimit(rateLimitRules.twoFactorFailuresPerUser, userId);
}

/** A new secret waiting for its first code: what the authenticator app scans or the user types. */
export async function startTwoFactorSetup({ userId, email }: { userId: string; email: string }) {
  const existing = await findTwoFactor({ userId });
  if (existing?.enabledAt) throw new AppError("conflict", twoFactorMessages.alreadyOn);
  const secret = newTotpSecret();
  if (!(await savePendingSecret({ userId, secretCiphertext: seal(secret, sealing(userId)) })))
    throw new AppError("conflict", twoFactorMessages.alreadyOn);
  const uri = totpUri({ secret, email });
  return { secret, uri, qrDataUrl: await totpQrDataUrl(uri) };
}

/** Turns two-factor on once a code from the new secret checks out; returns the recovery codes (shown once). */
type Account = { userId: string; name: string; email: string; ip: string };

function noticeEmail(account: Account, enabled: boolean) {
  return {
    to: account.email,
    template: enabled ? "two-factor-enabled" : "two-factor-disabled",
    ...twoFactorChangedTemplate({ name: account.name, enabled, securityUrl: appLink("/security") }),
  };
}

export async function confirmTwoFactorSetup({ code, ...account }: Account & { code: string }) {
  const { userId, ip } = account;
  await assertNotThrottled(userId);
  const row = await findTwoFactor({ userId });
  if (row?.enabledAt) throw new AppError("conflict", twoFactorMessages.alreadyOn);
  if (!row) throw new AppError("bad_request", twoFactorMessages.noSetup);
  const step = await verifyTotp({
    secret: open(row.secretCiphertext, sealing(userId)),
    code: code.trim(),
    afterTimeStep: row.lastTimeStep,
  });
  if (step === null) {
    await countFailure(userId);
    throw new AppError("bad_request:code", twoFactorMessages.invalidCode, {
      fieldErrors: { code: [twoFactorMessages.invalidCode] },
    });
  }
  const codes = newRecoveryCodes();
  const db = await getDb();
  const emailId = await db.transaction(async (tx) => {
    if (!(await acceptTimeStep(tx, { userId, timeStep: step, enable: true })))
      throw new AppError("conflict", twoFactorMessages.alreadyOn);
    await replaceRecoveryCodes(tx, { userId, hashes: codes.map(hashRecoveryCode) });
    await tx.insert(appEvents).values({ userId, type: "user.two_factor_enabled", ip });
    return storeEmail(tx, noticeEmail(account, true));
  });
  await deliverEmail(emailId);
  return codes;
}

export type SecondFactorResult = { method: "totp" } | { method: "recovery"; remaining: number };

/**
 * Checks a code against a user's enabled authenticator or unused recovery codes. Wrong codes are
 * counted per user and, past the limit, refused before any check; a TOTP code is accepted once.
 */
export async function verifySecondFactor({
  userId,
  code,
}: {
  userId: string;
  code: string;
}): Promise<SecondFactorResult> {
  await assertNotThrottled(userId);
  const row = await findTwoFactor({ userId });
  if (!row?.enabledAt) throw new AppError("bad_request", twoFactorMessages.notOn);
  if (isTotpCode(code)) {
    const step = await verifyTotp({
      secret: open(row.secretCiphertext, sealing(userId)),
      code: code.replace(/\s/g, ""),
      afterTimeStep: row.lastTimeStep,
    });
    const db = await getDb();
    if (step !== null && (await acceptTimeStep(db, { userId, timeStep: step, enable: false })))
      return { method: "totp" };
  } else {
    const remaining = await consumeRecoveryCode({ userId, codeHash: hashRecoveryCode(code) });
    if (remaining !== null) return { method: "recovery", remaining };
  }
  await countFailure(userId);
  throw new AppError("bad_request:code", twoFactorMessages.invalidCode, {
    fieldErrors: { code: [twoFactorMessages.invalidCode] },
  });
}

/** Turns two-factor off; needs a current code (or a recovery code) so a borrowed session cannot. */
export async function disableTwoFactor({ code, ...account }: Account & { code: string }) {
  const { userId, ip } = account;
  await verifySecondFactor({ userId, code });
  const db = await getDb();
  const emailId = await db.transaction(async (tx) => {
    await removeTwoFactor(tx, { userId });
    await tx.insert(appEvents).values({ userId, type: "user.two_factor_disabled", ip });
    return storeEmail(tx, noticeEmail(account, false));
  });
  await deliverEmail(emailId);
}

/**
 * A fresh set of recovery codes (shown once; the old set stops working in the same transaction). Needs a
 * current authenticator code: a recovery code, which may be the stolen one, cannot renew the set.
 */
export async function regenerateRecoveryCodes({ code, ...account }: Account & { code: string }) {
  const { userId, ip } = account;
  if (!isTotpCode(code))
    throw new AppError("bad_request:code", twoFactorMessages.totpOnly, {
      fieldErrors: { code: [twoFactorMessages.totpOnly] },
    });
  await verifySecondFactor({ userId, code });
  const codes = newRecoveryCodes();
  const db = await getDb();
  await db.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, { userId, hashes: codes.map(hashRecoveryCode) });
    await tx.insert(appEvents).values({ userId, type: "user.recovery_codes_regenerated", ip });
  });
  return codes;
}
