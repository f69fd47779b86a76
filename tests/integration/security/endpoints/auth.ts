/** Sign-up, sign-in, verification, reset and sign-out: public by nature, checked for no 500s. */
import type { ActionSpec, RouteSpec } from "../support/spec";

/** A well-formed token that matches no row. */
const TOKEN = "A".repeat(43);
const valid = { password: "Lantern-harbor-1987" };
const auth = "app/(auth)";
const shell = "app/actions.ts";

export const authRoutes: Record<string, RouteSpec> = {
  "GET /api/auth/expired": {
    access: { kind: "public", reason: "clears a dead session cookie" },
    request: () => ({ path: "/api/auth/expired" }),
    mayChange: [],
  },
  "POST /api/auth/signup": {
    access: { kind: "public", reason: "sign-up" },
    request: () => ({
      path: "/api/auth/signup",
      body: { name: "New Person", email: "new-person@example.com", phone: "+6591234567", ...valid },
    }),
    mayChange: [
      "users",
      "workspaces",
      "memberships",
      "auth_tokens",
      "emails",
      "credit_transactions",
      "app_events",
      "notifications",
    ],
    fuzz: true,
  },
  "POST /api/auth/signin": {
    access: { kind: "public", reason: "sign-in" },
    request: (f) => ({ path: "/api/auth/signin", body: { email: f.a.owner.email, ...valid } }),
    mayChange: ["sessions", "users", "app_events"],
    fuzz: true,
  },
  "POST /api/auth/signout": {
    access: { kind: "public", reason: "ends the caller's own session, if any" },
    request: () => ({ path: "/api/auth/signout", body: {} }),
    mayChange: ["sessions", "app_events"],
  },
  "POST /api/auth/forgot-password": {
    access: { kind: "public", reason: "password reset request" },
    request: (f) => ({ path: "/api/auth/forgot-password", body: { email: f.a.owner.email } }),
    mayChange: ["auth_tokens", "emails", "app_events"],
    fuzz: true,
  },
  "POST /api/auth/reset-password": {
    access: { kind: "public", reason: "password reset with an emailed token" },
    request: () => ({
      path: "/api/auth/reset-password",
      body: { token: TOKEN, newPassword: valid.password },
    }),
    mayChange: ["users", "auth_tokens", "sessions", "app_events", "emails"],
    fuzz: true,
  },
  "POST /api/auth/resend-verification": {
    access: { kind: "public", reason: "verification email" },
    request: (f) => ({ path: "/api/auth/resend-verification", body: { email: f.a.owner.email } }),
    mayChange: ["auth_tokens", "emails", "app_events"],
    fuzz: true,
  },
  "POST /api/auth/verify-email": {
    access: { kind: "public", reason: "email verification with an emailed token" },
    request: () => ({ path: "/api/auth/verify-email", body: { token: TOKEN } }),
    mayChange: ["users", "auth_tokens", "app_events", "credit_transactions", "notifications"],
    fuzz: true,
  },
};

export const authActions: Record<string, ActionSpec> = {
  [`${auth}/signin/actions.ts#signInAction`]: {
    access: { kind: "public", reason: "sign-in" },
    input: (f) => ({ email: f.a.owner.email, ...valid }),
    mayChange: ["sessions", "users", "app_events"],
    fuzz: true,
  },
  [`${auth}/signin/actions.ts#resendVerificationAction`]: {
    access: { kind: "public", reason: "verification email" },
    input: (f) => ({ email: f.a.owner.email }),
    mayChange: ["auth_tokens", "emails", "app_events"],
    fuzz: true,
  },
  [`${auth}/signup/actions.ts#signUpAction`]: {
    access: { kind: "public", reason: "sign-up" },
    input: () => ({
      name: "New Person",
      email: "new-person-action@example.com",
      countryCode: "+65",
      phone: "91234567",
      password: valid.password,
      confirmPassword: valid.password,
      agree: "on",
    }),
    mayChange: [
      "users",
      "workspaces",
      "memberships",
      "auth_tokens",
      "emails",
      "credit_transactions",
      "app_events",
      "notifications",
    ],
    fuzz: true,
  },
  [`${auth}/forgot-password/actions.ts#forgotPasswordAction`]: {
    access: { kind: "public", reason: "password reset request" },
    input: (f) => ({ email: f.a.owner.email }),
    mayChange: ["auth_tokens", "emails", "app_events"],
    fuzz: true,
  },
  [`${auth}/reset-password/actions.ts#resetPasswordAction`]: {
    access: { kind: "public", reason: "password reset with an emailed token" },
    input: () => ({ token: TOKEN, newPassword: valid.password, confirmPassword: valid.password }),
    mayChange: ["users", "auth_tokens", "sessions", "app_events", "emails"],
    fuzz: true,
  },
  [`${auth}/verify-email/actions.ts#verifyEmailAction`]: {
    access: { kind: "public", reason: "email verification with an emailed token" },
    input: () => ({ token: TOKEN }),
    mayChange: ["users", "auth_tokens", "app_events", "credit_transactions", "notifications"],
    fuzz: true,
  },
  [`${shell}#signOutAction`]: {
    access: { kind: "public", reason: "ends the caller's own session, if any" },
    input: () => ({}),
    args: () => [],
    mayChange: ["sessions", "app_events"],
  },
  [`${shell}#markAllNotificationsReadAction`]: {
    access: { kind: "session" },
    input: () => ({}),
    mayChange: ["notifications"],
    foreign: "own-workspace",
  },
};
