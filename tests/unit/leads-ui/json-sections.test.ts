import { describe, expect, it } from "vitest";
import { describeJson, getJsonSections, stringifyJson } from "@/components/leads/table/json-sections";

describe("getJsonSections", () => {
  it("splits an object by its top-level keys", () => {
    expect(getJsonSections({ emails: ["a@b.c"], title: "Acme" })).toEqual([
      { title: "emails", value: ["a@b.c"] },
      { title: "title", value: "Acme" },
    ]);
  });

  it("numbers the items of an array and wraps a plain value", () => {
    expect(getJsonSections([{ a: 1 }, 2]).map((s) => s.title)).toEqual(["Item 1", "Item 2"]);
    expect(getJsonSections("text")).toEqual([{ title: "Value", value: "text" }]);
    expect(getJsonSections(null)).toEqual([{ title: "Value", value: null }]);
  });
});

describe("describeJson", () => {
  it("summarises collapsed sections", () => {
    expect(describeJson([1, 2, 3])).toBe("3 items");
    expect(describeJson({ a: 1 })).toBe("1 field");
    expect(describeJson("x".repeat(80))).toHaveLength(60);
    expect(describeJson(4.5)).toBe("4.5");
  });

  it("pretty-prints with two spaces, and undefined as null", () => {
    expect(stringifyJson({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(stringifyJson(undefined)).toBe("null");
  });
});
