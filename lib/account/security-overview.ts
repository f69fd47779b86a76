import "server-only";
import { getDb } from "@/db";
import { getActiveSessions } from "./sessions";
import { countRemainingRecoveryCodes, isTwoFactorEnabled } from "./two-factor-queries";

/** What the security screen shows: two-factor state, recovery codes left, and the live sessions. */
export async function getSecurityOverview({
  userId,
  currentSessionId,
}: {
  userId: string;
  currentSessionId: string;
}) {
  const [twoFactorEnabled, sessions] = await Promise.all([
    isTwoFactorEnabled({ userId }),
    getActiveSessions({ userId, currentSessionId }),
  ]);
  const recoveryCodesRemaining = twoFactorEnabled
    ? await countRemainingRecoveryCodes(await getDb(), { userId })
    : 0;
  return { twoFactorEnabled, recoveryCodesRemaining, sessions };
}
export type SecurityOverview = Awaited<ReturnType<typeof getSecurityOverview>>;
