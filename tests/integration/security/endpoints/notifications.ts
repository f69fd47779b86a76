/**
 * Notifications and referrals: the caller's own notification settings, the digest's signed
 * unsubscribe, and the caller's own referral code and list. Nothing here names another user.
 */
import { randomUUID } from "node:crypto";
import type { ActionSpec, RouteSpec } from "../support/spec";

const allOn = { billing: true, campaigns: true, leads: true, security: true, updates: true };

export const notificationsRoutes: Record<string, RouteSpec> = {
  "POST /api/notifications/unsubscribe/[token]": {
    access: {
      kind: "public",
      reason:
        "the link in a notification digest: no session; the HMAC-signed token names one user and category",
    },
    request: () => {
      const token = `${randomUUID()}.leads.forged`;
      return { path: `/api/notifications/unsubscribe/${token}`, params: { token }, body: {} };
    },
    mayChange: [],
    csrfExempt: "opened from an email client, signed out; the signed token authenticates it",
  },
  "GET /api/auth/referrals/code": {
    access: { kind: "session" },
    request: () => ({ path: "/api/auth/referrals/code" }),
    mayChange: [],
    foreign: "own-workspace",
  },
  "GET /api/auth/referrals/list": {
    access: { kind: "session" },
    request: () => ({ path: "/api/auth/referrals/list" }),
    mayChange: [],
    foreign: "own-workspace",
  },
};

export const notificationsActions: Record<string, ActionSpec> = {
  "app/(studio)/notifications/actions.ts#saveNotificationSettingsAction": {
    access: { kind: "session" },
    input: () => ({ emailAlerts: { ...allOn, leads: false }, inAppAlerts: allOn }),
    mayChange: ["notification_settings"],
    foreign: "own-workspace",
    fuzz: true,
  },
};
