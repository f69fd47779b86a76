/**
 * Remakes the landing page's demo video and its poster in public/demo/:
 *   npx tsx scripts/make-demo-video.ts
 * Renders scripts/make-demo-video.slides.html frame by frame in headless Chromium (/usr/bin/chromium),
 * then encodes WebM (VP9) and MP4 (H.264) with ffmpeg (Debian: apt-get install -y ffmpeg) and writes a
 * WebP poster. Each output must stay under 1.5 MB; the script fails otherwise.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";

const fps = 24;
const seconds = 15;
const size = { width: 1280, height: 720 };
const posterAtMs = 2_000;
const maxBytes = 1.5 * 1024 * 1024;

const root = path.resolve(import.meta.dirname, "..");
const slides = path.join(root, "scripts", "make-demo-video.slides.html");
const outDir = path.join(root, "public", "demo");
const outputs = {
  webm: path.join(outDir, "crm-pro-demo.webm"),
  mp4: path.join(outDir, "crm-pro-demo.mp4"),
  poster: path.join(outDir, "crm-pro-demo-poster.webp"),
};

/** Pauses every CSS animation at `ms` on the shared timeline, then screenshots; one PNG per frame. */
async function renderFrames(framesDir: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await browser.newPage({ viewport: size, deviceScaleFactor: 1 });
    await page.setContent(fs.readFileSync(slides, "utf8"));
    const seek = (ms: number) =>
      page.evaluate((at) => {
        for (const animation of document.getAnimations()) {
          animation.pause();
          animation.currentTime = at;
        }
      }, ms);
    const total = fps * seconds;
    for (let frame = 0; frame < total; frame++) {
      await seek((frame * 1000) / fps);
      await page.screenshot({ path: path.join(framesDir, `${String(frame).padStart(4, "0")}.png`) });
    }
    await seek(posterAtMs);
    await page.screenshot({ path: path.join(framesDir, "poster.png") });
  } finally {
    await browser.close();
  }
}

function ffmpeg(args: string[]): void {
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: "inherit" });
}

function encode(framesDir: string): void {
  const input = ["-framerate", String(fps), "-i", path.join(framesDir, "%04d.png")];
  ffmpeg([
    ...input,
    "-c:v",
    "libvpx-vp9",
    "-b:v",
    "0",
    "-crf",
    "40",
    "-row-mt",
    "1",
    "-pix_fmt",
    "yuv420p",
    "-an",
    outputs.webm,
  ]);
  ffmpeg([
    ...input,
    "-c:v",
    "libx264",
    "-preset",
    "slow",
    "-crf",
    "30",
    "-pix_fmt",
    "yuv420p",
    "-movflags",
    "+faststart",
    "-an",
    outputs.mp4,
  ]);
  ffmpeg(["-i", path.join(framesDir, "poster.png"), "-c:v", "libwebp", "-quality", "80", outputs.poster]);
}

async function main(): Promise<void> {
  const framesDir = fs.mkdtempSync(path.join(os.tmpdir(), "crm-demo-frames-"));
  try {
    fs.mkdirSync(outDir, { recursive: true });
    await renderFrames(framesDir);
    encode(framesDir);
  } finally {
    fs.rmSync(framesDir, { recursive: true, force: true });
  }
  for (const file of Object.values(outputs)) {
    const bytes = fs.statSync(file).size;
    console.log(`${path.relative(root, file)}: ${(bytes / 1024).toFixed(0)} KB`);
    if (bytes > maxBytes) throw new Error(`${file} is over 1.5 MB; raise the CRF`);
  }
}

await main();
