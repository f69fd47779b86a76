import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { escapeHtml } from "@/components/data-table/html";

const alphabet = ["a", "Z", "0", " ", "<", ">", "&", '"', "'", "/", "=", "`", "é", "€", "😀", "\n", ";", "#"];

function randomString(seed: number): string {
  let out = "";
  let x = seed;
  for (let i = 0; i < 1 + (seed % 24); i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += alphabet[x % alphabet.length];
  }
  return out;
}

describe("escapeHtml", () => {
  it("escapes text and attribute values exactly as React's server renderer does", () => {
    for (let seed = 1; seed <= 1000; seed++) {
      const value = randomString(seed);
      const react = renderToStaticMarkup(createElement("b", { title: value }, value));
      expect(`<b title="${escapeHtml(value)}">${escapeHtml(value)}</b>`).toBe(react);
    }
  });
});
