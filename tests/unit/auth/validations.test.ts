import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/lib/server/field-errors";
import {
  forgotPasswordSchema,
  resetPasswordApiSchema,
  resetPasswordFormSchema,
  signInSchema,
  signUpApiSchema,
  signUpFormSchema,
} from "@/lib/auth/validations";
import type { z } from "zod";

function errors(schema: z.ZodType, input: unknown) {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}

const validForm = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  countryCode: "+65",
  phone: "91234567",
  password: "Lantern-harbor",
  confirmPassword: "Lantern-harbor",
  agree: "on",
};

describe("sign-up form (spec part 1 section 5, minimum 8)", () => {
  it("accepts a complete form and lower-cases the email", () => {
    const parsed = signUpFormSchema.parse({ ...validForm, email: "  Ada@Example.COM " });
    expect(parsed.email).toBe("ada@example.com");
    expect(parsed.agree).toBe(true);
    expect(parsed.referralCode).toBeUndefined();
  });

  it.each([
    ["name", { name: "  " }, "Full name is required"],
    ["email", { email: "" }, "Email is required"],
    ["email", { email: "not-an-email" }, "Enter a valid email"],
    ["email", { email: "a b@c.de" }, "Enter a valid email"],
    ["password", { password: "", confirmPassword: "" }, "Password is required"],
    ["password", { password: "1234567", confirmPassword: "1234567" }, "Minimum 8 characters"],
    ["confirmPassword", { confirmPassword: "Lantern-harbor!" }, "Passwords do not match"],
    ["phone", { phone: "" }, "Phone is required"],
    ["phone", { phone: "12345" }, "Enter a valid phone number"],
    ["phone", { phone: "1234567890123456" }, "Enter a valid phone number"],
    ["phone", { phone: "9123-4567" }, "Enter a valid phone number"],
    ["phone", { phone: "+14155550134" }, "Only Singapore (+65) and Malaysia (+60) numbers can be used"],
    ["agree", { agree: undefined }, "You must agree to continue"],
  ])("%s: %j → %s", (field, patch, message) => {
    expect(errors(signUpFormSchema, { ...validForm, ...patch })[field]).toEqual([message]);
  });

  it("reports every invalid field at once", () => {
    const all = errors(signUpFormSchema, { countryCode: "+65" });
    expect(Object.keys(all).sort()).toEqual(
      ["agree", "confirmPassword", "email", "name", "password", "phone"].sort(),
    );
  });

  it("offers only +65 and +60", () => {
    expect(errors(signUpFormSchema, { ...validForm, countryCode: "+1" }).countryCode).toBeDefined();
    expect(errors(signUpFormSchema, { ...validForm, countryCode: "+60" })).toEqual({});
  });

  it("accepts 8 and 64 character passwords and refuses 7 and 129", () => {
    for (const length of [8, 64, 128]) {
      const password = "x".repeat(length);
      expect(errors(signUpFormSchema, { ...validForm, password, confirmPassword: password })).toEqual({});
    }
    expect(
      errors(signUpFormSchema, { ...validForm, password: "x".repeat(7), confirmPassword: "x".repeat(7) })
        .password,
    ).toEqual(["Minimum 8 characters"]);
    expect(
      errors(signUpFormSchema, { ...validForm, password: "x".repeat(129), confirmPassword: "x".repeat(129) })
        .password,
    ).toEqual(["Password must be at most 128 characters"]);
  });
});

describe("sign-up API payload (spec part 1 section 7)", () => {
  it("takes the phone as country code joined to digits", () => {
    expect(
      errors(signUpApiSchema, {
        name: "A",
        email: "a@b.co",
        password: "Lantern-harbor",
        phone: "+6591234567",
      }),
    ).toEqual({});
    expect(
      errors(signUpApiSchema, { name: "A", email: "a@b.co", password: "Lantern-harbor", phone: "91234567" })
        .phone,
    ).toEqual(["Enter a valid phone number"]);
    expect(
      errors(signUpApiSchema, {
        name: "A",
        email: "a@b.co",
        password: "Lantern-harbor",
        phone: "+447911123456",
      }).phone,
    ).toEqual(["Only Singapore (+65) and Malaysia (+60) numbers can be used"]);
    expect(
      signUpApiSchema.parse({
        name: "A",
        email: "a@b.co",
        password: "Lantern-harbor",
        phone: "+60123456",
        referralCode: " abc123 ",
      }).referralCode,
    ).toBe("ABC123");
  });
});

describe("sign-in", () => {
  it.each([
    [{ email: "", password: "Lantern-harbor" }, "email", "Email address is required"],
    [{ email: "nope", password: "Lantern-harbor" }, "email", "Please enter a valid email address"],
    [{ email: "a@b.co", password: "" }, "password", "Password is required"],
    [{ email: "a@b.co", password: "1234567" }, "password", "Password must be at least 8 characters"],
  ])("%j → %s: %s", (input, field, message) => {
    expect(errors(signInSchema, input)[field]).toEqual([message]);
  });

  it("reads remember me from a checkbox", () => {
    expect(signInSchema.parse({ email: "a@b.co", password: "Lantern-harbor", remember: "on" }).remember).toBe(
      true,
    );
    expect(signInSchema.parse({ email: "a@b.co", password: "Lantern-harbor" }).remember).toBe(false);
  });
});

describe("forgot and reset password", () => {
  it("forgot: required and shape", () => {
    expect(errors(forgotPasswordSchema, { email: "" }).email).toEqual(["Email address is required"]);
    expect(errors(forgotPasswordSchema, { email: "x@y" }).email).toEqual([
      "Please enter a valid email address",
    ]);
  });

  it("reset: token, password and confirmation messages", () => {
    const token = "A".repeat(43);
    expect(
      errors(resetPasswordFormSchema, { newPassword: "Lantern-harbor", confirmPassword: "Lantern-harbor" })
        .token,
    ).toEqual(["Reset token is missing or invalid."]);
    expect(
      errors(resetPasswordFormSchema, { token, newPassword: "", confirmPassword: "" }).newPassword,
    ).toEqual(["Password is required"]);
    expect(
      errors(resetPasswordFormSchema, { token, newPassword: "short", confirmPassword: "short" }).newPassword,
    ).toEqual(["Password must be at least 8 characters"]);
    expect(
      errors(resetPasswordFormSchema, { token, newPassword: "Lantern-harbor", confirmPassword: "other" })
        .confirmPassword,
    ).toEqual(["Passwords do not match"]);
    expect(errors(resetPasswordApiSchema, { token: "short", newPassword: "Lantern-harbor" }).token).toEqual([
      "Reset token is missing or invalid.",
    ]);
  });
});
