import type { SecurityActions } from "@/components/account/security-screen";
import {
  changePasswordAction,
  confirmTwoFactorAction,
  disableTwoFactorAction,
  regenerateRecoveryCodesAction,
  signOutOtherSessionsAction,
  startTwoFactorSetupAction,
  terminateSessionAction,
} from "./actions";

/** The security screen's actions, passed by /security and by the settings security tab alike. */
export const securityActions: SecurityActions = {
  changePassword: changePasswordAction,
  startTwoFactor: startTwoFactorSetupAction,
  confirmTwoFactor: confirmTwoFactorAction,
  disableTwoFactor: disableTwoFactorAction,
  regenerateRecoveryCodes: regenerateRecoveryCodesAction,
  terminateSession: terminateSessionAction,
  signOutOtherSessions: signOutOtherSessionsAction,
};
