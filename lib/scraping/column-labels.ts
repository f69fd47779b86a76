/** Words shown in capitals or spelled out in results headers. */
const WORDS: Record<string, string> = {
  url: "URL",
  urls: "URLs",
  id: "ID",
  ig: "Instagram",
  pic: "Picture",
  osm: "OSM",
  api: "API",
  linkedin: "LinkedIn",
};

/** A results column's header from its key: "companyName" and "company_name" read "Company Name", "ig_url" "Instagram URL". */
export function columnLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .filter(Boolean);
  if (words.length === 0) return key;
  return words
    .map((word) => WORDS[word.toLowerCase()] ?? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ");
}
