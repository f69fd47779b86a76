/**
 * `npm run bench -- ocr`: tesseract.js (the product's reused worker) on a one-megapixel screenshot
 * against the native `tesseract` command on the same image (installed with apt-get when missing).
 * Target: at most 1.5x the native time. Medians of three runs after one warm-up each.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { recognize, terminateOcrWorker } from "@/lib/scraping/ocr/worker";
import type { Benchmark } from "./result";

const image = path.join(process.cwd(), "tests/fixtures/images/screenshot-1mp.png");

function ensureTesseract(): void {
  if (spawnSync("tesseract", ["--version"]).status === 0) return;
  console.log("  installing tesseract-ocr (apt-get)");
  execFileSync("apt-get", ["install", "-y", "tesseract-ocr"], { stdio: "inherit" });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export const benchmark: Benchmark = {
  name: "ocr",
  description: "tesseract.js vs native tesseract on a one-megapixel screenshot",
  async run() {
    ensureTesseract();
    const bytes = fs.readFileSync(image);
    const native = () => {
      const t = performance.now();
      const out = execFileSync("tesseract", [image, "stdout", "-l", "eng"], {
        stdio: ["ignore", "pipe", "ignore"],
      }).toString();
      if (!out.includes("harbourstreet")) throw new Error("native tesseract did not read the screenshot");
      return performance.now() - t;
    };
    const js = async () => {
      const t = performance.now();
      const text = await recognize(bytes);
      if (!text.includes("harbourstreet")) throw new Error("tesseract.js did not read the screenshot");
      return performance.now() - t;
    };
    try {
      native();
      await js();
      const n: number[] = [];
      const j: number[] = [];
      for (let i = 0; i < 3; i++) {
        n.push(native());
        j.push(await js());
      }
      const figure = median(j);
      const baseline = median(n);
      return [
        {
          name: "ocr",
          unit: "ms",
          figure,
          baseline,
          ratio: figure / baseline,
          better: "lower",
          target: "<= 1.5x native tesseract",
          pass: figure / baseline <= 1.5,
          notes: ["worker reused, as between jobs"],
        },
      ];
    } finally {
      await terminateOcrWorker();
    }
  },
};
