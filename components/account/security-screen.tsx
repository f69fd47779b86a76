import type { FormAction } from "@/components/auth/form-action";
import type { SecurityOverview } from "@/lib/account/security-overview";
import type { ObjectAction } from "./call-action";
import { ChangePasswordForm } from "./change-password-form";
import { SessionsCard } from "./sessions-card";
import { TwoFactorCard } from "./two-factor-card";

export type SecurityActions = {
  changePassword: FormAction;
  startTwoFactor: ObjectAction<Record<string, never>, { secret: string; qrDataUrl: string }>;
  confirmTwoFactor: FormAction<{ recoveryCodes: string[] }>;
  disableTwoFactor: FormAction;
  regenerateRecoveryCodes: FormAction<{ recoveryCodes: string[] }>;
  terminateSession: ObjectAction<{ sessionId: string }>;
  signOutOtherSessions: ObjectAction<Record<string, never>>;
};

/** The security screen of both shells (/security and /settings?tab=security): password, two-factor, sessions. */
export function SecurityScreen({
  overview,
  actions,
  headingLevel,
}: {
  overview: SecurityOverview;
  actions: SecurityActions;
  /** h2 on /security (under its h1), h3 in the settings tab (under the tab's h2). */
  headingLevel: "h2" | "h3";
}) {
  return (
    <div className="grid gap-6">
      <ChangePasswordForm action={actions.changePassword} headingLevel={headingLevel} />
      <TwoFactorCard
        enabled={overview.twoFactorEnabled}
        recoveryCodesRemaining={overview.recoveryCodesRemaining}
        start={actions.startTwoFactor}
        confirm={actions.confirmTwoFactor}
        disable={actions.disableTwoFactor}
        regenerate={actions.regenerateRecoveryCodes}
        headingLevel={headingLevel}
      />
      <SessionsCard
        sessions={overview.sessions.map((s) => ({ ...s, lastSeenAt: s.lastSeenAt.toISOString() }))}
        terminate={actions.terminateSession}
        signOutOthers={actions.signOutOtherSessions}
        headingLevel={headingLevel}
      />
    </div>
  );
}
