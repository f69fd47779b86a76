import { describe, expect, it } from "vitest";
import { addressColumns, formatAddress, formatPlace } from "@/lib/leads/contact/address";

describe("an address on one line", () => {
  it("writes the street, the postal code before the town, the region and the country", () => {
    const parts = { street: "1 Rue X", postalCode: "75001", locality: "Paris", country: "France" };
    expect(formatAddress(parts)).toBe("1 Rue X, 75001 Paris, France");
    expect(formatPlace(parts)).toBe("Paris, France");
    expect(addressColumns(parts)).toEqual({
      location: "Paris, France",
      address: "1 Rue X, 75001 Paris, France",
    });
  });

  it("gives a place but no address line without a street, and nothing for no parts", () => {
    expect(addressColumns({ locality: "New York", region: "New York", country: "United States" })).toEqual({
      location: "New York, New York, United States",
      address: null,
    });
    expect(addressColumns({ street: "Hauptstraße 5" })).toEqual({ location: null, address: "Hauptstraße 5" });
    expect(addressColumns({})).toEqual({ location: null, address: null });
    expect(addressColumns(null)).toEqual({ location: null, address: null });
  });
});
