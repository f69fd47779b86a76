import { describe, expect, it } from "vitest";
import { joinCountryCode } from "@/lib/account/phone";

describe("joinCountryCode", () => {
  it.each([
    ["+65", "91234567", "+6591234567"],
    ["+65", "6591234567", "+6591234567"], // the country code typed again after the picker's
    ["+65", "65123456", "+6565123456"], // a Singapore landline that starts with 65 keeps it
    ["+60", "0123456789", "+60123456789"], // Malaysia's national trunk 0
    ["+60", "60123456789", "+60123456789"],
    ["+60", "123456789", "+60123456789"],
  ])("%s and %s make %s", (code, digits, expected) => {
    expect(joinCountryCode(code, digits)).toBe(expected);
  });

  it("joins digits no country recognises as they are, as the spec's rule accepts them", () => {
    expect(joinCountryCode("+65", "12345678")).toBe("+6512345678");
    expect(joinCountryCode("+60", "999999")).toBe("+60999999");
  });
});
