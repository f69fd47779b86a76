/**
 * Social profile URLs (LinkedIn, Facebook, Instagram, X/Twitter, YouTube, TikTok) in canonical form:
 * https, www host (x.com for X), no query, fragment or trailing slash, lower-case path (YouTube
 * /channel/ ids keep their case), profile tabs cut (only the handle is kept). Share and intent links, posts, videos, embeds,
 * events and tracking pixels are not profiles and give null.
 */
const FB_RESERVED = new Set([
  "sharer",
  "sharer.php",
  "share",
  "share.php",
  "dialog",
  "tr",
  "plugins",
  "events",
  "groups",
  "watch",
  "pages",
  "hashtag",
  "login",
  "login.php",
  "l.php",
  "photo",
  "photo.php",
  "photos",
  "story.php",
  "permalink.php",
  "people",
  "marketplace",
  "reel",
  "reels",
  "stories",
  "media",
  "gaming",
  "home.php",
  "profile.php",
  "video.php",
  "videos",
  "notes",
  "help",
  "policies",
  "privacy",
  "legal",
  "business",
  "ads",
  "fundraisers",
  "messages",
  "settings",
  "search",
  "friends",
]);
const IG_RESERVED = new Set([
  "p",
  "reel",
  "reels",
  "tv",
  "stories",
  "explore",
  "accounts",
  "direct",
  "about",
  "legal",
  "developer",
]);
const X_RESERVED = new Set([
  "intent",
  "share",
  "i",
  "home",
  "hashtag",
  "search",
  "explore",
  "settings",
  "messages",
  "notifications",
  "login",
  "signup",
  "tos",
  "privacy",
  "compose",
  "widgets.js",
  "search-home",
]);

function platformOf(host: string): string | null {
  const h = host
    .toLowerCase()
    .replace(/^(www|m|mobile|web|touch|mbasic|business|[a-z]{2}(-[a-z]{2})?)\./, "");
  if (h === "linkedin.com") return "linkedin";
  if (h === "facebook.com" || h === "fb.com") return "facebook";
  if (h === "instagram.com" || h === "instagr.am") return "instagram";
  if (h === "twitter.com" || h === "x.com") return "x";
  if (h === "youtube.com") return "youtube";
  if (h === "tiktok.com") return "tiktok";
  return null;
}

export function canonicalSocial(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim().replace(/^\/\//, "https://"));
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const platform = platformOf(url.hostname);
  if (!platform) return null;
  const segments = url.pathname
    .split("/")
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  const first = (segments[0] ?? "").toLowerCase();
  if (!first) return null;
  const handle = /^[\w.@-]+$/;
  switch (platform) {
    case "linkedin": {
      if (
        !["company", "in", "school", "showcase", "pub"].includes(first) ||
        !segments[1] ||
        !handle.test(segments[1])
      )
        return null;
      return `https://www.linkedin.com/${first}/${segments[1].toLowerCase()}`;
    }
    case "facebook": {
      if (
        FB_RESERVED.has(first) ||
        !handle.test(first) ||
        first.endsWith(".php") ||
        /^(posts|videos|photos|events)$/i.test(segments[1] ?? "")
      )
        return null;
      return `https://www.facebook.com/${first}`;
    }
    case "instagram": {
      if (IG_RESERVED.has(first) || !handle.test(first)) return null;
      return `https://www.instagram.com/${first}`;
    }
    case "x": {
      if (
        X_RESERVED.has(first) ||
        !/^@?\w{1,15}$/.test(first) ||
        (segments[1] ?? "").toLowerCase() === "status"
      )
        return null;
      return `https://x.com/${first.replace(/^@/, "")}`;
    }
    case "youtube": {
      if (first.startsWith("@") && handle.test(first)) return `https://www.youtube.com/${first}`;
      if (first === "channel" && segments[1] && /^[\w-]+$/.test(segments[1]))
        return `https://www.youtube.com/channel/${segments[1]}`;
      if ((first === "c" || first === "user") && segments[1] && handle.test(segments[1]))
        return `https://www.youtube.com/${first}/${segments[1].toLowerCase()}`;
      return null;
    }
    case "tiktok": {
      if (!first.startsWith("@") || !handle.test(first) || (segments[1] ?? "").toLowerCase() === "video")
        return null;
      return `https://www.tiktok.com/${first}`;
    }
  }
  return null;
}
