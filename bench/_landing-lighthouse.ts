import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

export const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof categories)[number];
export type Scores = Record<Category, number>;
export type LighthouseRun = { scores: Scores; metrics: string; failedAudits: string[] };
export type LighthouseSeries = { median: Scores; runs: LighthouseRun[] };

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
const metricAudits = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  SI: "speed-index",
} as const;
const attempts = 3;

/** One Lighthouse 12 run with its default (mobile, simulated throttling) profile, in a fresh Chromium. */
async function runOnce(url: string): Promise<LighthouseRun> {
  const chrome = await launch({ chromePath: "/usr/bin/chromium", chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100);
    const metrics = Object.entries(metricAudits)
      .map(([label, id]) => `${label} ${lhr.audits[id]?.displayValue ?? "?"}`)
      .join(", ");
    const failedAudits = Object.values(lhr.categories)
      .filter((category) => category.id !== "performance")
      .flatMap((category) => category.auditRefs)
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    return {
      scores: {
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
      },
      metrics: `${metrics}; CPU benchmark ${Math.round(lhr.environment.benchmarkIndex)}`,
      failedAudits,
    };
  } finally {
    chrome.kill();
  }
}

/** One run; Lighthouse itself asks for a rerun when a trace comes back incomplete (e.g. NO_NAVSTART). */
export async function runLighthouseOnce(url: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`  Lighthouse attempt ${attempt} failed (${(error as Error).message}); retrying`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Median of each category over the runs (Lighthouse's own advice against run-to-run variance). */
export function summarizeRuns(runs: LighthouseRun[]): LighthouseSeries {
  const pick = (category: Category) => median(runs.map((run) => run.scores[category]));
  return {
    median: {
      performance: pick("performance"),
      accessibility: pick("accessibility"),
      "best-practices": pick("best-practices"),
      seo: pick("seo"),
    },
    runs,
  };
}
