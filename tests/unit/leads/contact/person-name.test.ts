import { describe, expect, it } from "vitest";
import { splitPersonName } from "@/lib/leads/contact/person-name";

describe("splitPersonName", () => {
  it.each([
    ["Ada Lovelace", "Ada", "Lovelace"],
    ["Jan van der Berg", "Jan", "van der Berg"],
    ["María José García López", "María", "José García López"],
    ["Ludwig van Beethoven", "Ludwig", "van Beethoven"],
    ["Dr. Anna Schmidt", "Anna", "Schmidt"],
    ["Prof. Dr. Hans Weber", "Hans", "Weber"],
    ["Mrs Grace Hopper", "Grace", "Hopper"],
    ["M. Jean Dupont", "Jean", "Dupont"],
    ["Ing. Pavel Novák", "Pavel", "Novák"],
    ["Ing Wong", "Ing", "Wong"],
    ["Priya Natarajan, PhD", "Priya", "Natarajan"],
    ["Sam Lee, MBA, CPA", "Sam", "Lee"],
    ["Berg, Jan", "Jan", "Berg"],
    ["Berg, Dr. Jan", "Jan", "Berg"],
    ["Sol Ortega 🌿", "Sol", "Ortega"],
    ["Madonna", "Madonna", null],
    ["Dr.", "Dr.", null],
    ["山田太郎", "山田太郎", null],
    ["محمد أحمد", "محمد", "أحمد"],
    ["عبد الله بن سعيد", "عبد الله", "بن سعيد"],
    ["أبو بكر الصديق", "أبو بكر", "الصديق"],
    ["د. عبد الرحمن الشمري", "عبد الرحمن", "الشمري"],
    ["السيد خالد العتيبي", "خالد", "العتيبي"],
    ["Abdul Rahman Al-Saud", "Abdul Rahman", "Al-Saud"],
    ["Eng. Abdel Fattah Hassan", "Abdel Fattah", "Hassan"],
    ["Sheikh Hamdan Al Maktoum", "Hamdan", "Al Maktoum"],
    ["Abdullah Al Nuaimi", "Abdullah", "Al Nuaimi"],
    ["Eng Lim", "Eng", "Lim"],
    ["Abdul", "Abdul", null],
  ])("%s is %s / %s", (name, firstName, lastName) => {
    expect(splitPersonName(name)).toEqual({ firstName, lastName });
  });

  it("has no parts for no name", () => {
    for (const name of [null, undefined, "", "   ", "🌿 |"]) {
      expect(splitPersonName(name)).toEqual({ firstName: null, lastName: null });
    }
  });
});
