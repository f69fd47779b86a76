import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

export const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof categories)[number];
export type Scores = Record<Category, number>;

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** One Lighthouse 12 run with its default (mobile, simulated throttling) profile, in a fresh Chromium. */
async function runOnce(url: string): Promise<Scores> {
  const chrome = await launch({ chromePath: "/usr/bin/chromium", chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Median of each category over `runs` runs (Lighthouse's own advice against run-to-run variance). */
export async function runLighthouse(url: string, runs: number): Promise<{ median: Scores; runs: Scores[] }> {
  const all: Scores[] = [];
  for (let i = 0; i < runs; i++) all.push(await runOnce(url));
  const pick = (category: Category) => median(all.map((scores) => scores[category]));
  return {
    median: {
      performance: pick("performance"),
      accessibility: pick("accessibility"),
      "best-practices": pick("best-practices"),
      seo: pick("seo"),
    },
    runs: all,
  };
}
