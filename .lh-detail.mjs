import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
const url = process.argv[2]; const runs = Number(process.argv[3] ?? 3);
for (let i = 0; i < runs; i++) {
  const chrome = await launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new","--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run","--disable-quic"] });
  const { lhr } = await lighthouse(url, { port: chrome.port, logLevel: "error", onlyCategories: ["performance"] });
  chrome.kill();
  const a = lhr.audits;
  const mt = a["mainthread-work-breakdown"].details.items.map(x => `${x.group}:${Math.round(x.duration)}`).join(" ");
  const bt = a["bootup-time"].details.items.slice(0,4).map(x => `${x.url.split("/").pop()}:${Math.round(x.total)}`).join(" ");
  console.log(`perf ${Math.round(lhr.categories.performance.score*100)} bench ${Math.round(lhr.environment.benchmarkIndex)} LCP ${a["largest-contentful-paint"].displayValue} TBT ${a["total-blocking-time"].displayValue} | ${mt} | ${bt}`);
}
