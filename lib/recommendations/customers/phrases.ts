import {
  clauseVerbs,
  determiners,
  genericCustomers,
  headClass,
  onlineQualifier,
  phraseStops,
  type CustomerClass,
} from "./lexicon";

/** One customer the description names, as written (lower case), with what kind of customer it is. */
export type CustomerPhrase = { text: string; cls: CustomerClass; start: number; end: number };

/**
 * The phrases that introduce customers. Each is followed by the customers themselves; `withOnly` means
 * only the part after "with" is the customer ("placing engineers with tech startups"), `both` that the
 * parts either side of "with" are ("connecting brands with influencers").
 */
const triggers: Array<{ re: RegExp; mode?: "withOnly" | "both" }> = [
  {
    re: /\b(?:for|to|helps?|helping|serving|serves?|supplying|supplies|supply|supporting|supports|advising|advises?|aimed at|targeting|targets?|looking for|we want|want|we find|find|finds|email|emails|pitch|contact details of|directory of|database of|list of|redesigns?|redesigning|audits?|auditing|clients are|customers are|clients include|customers include|target audience|audience|selling to|sell to|(?:deals|partnerships|contracts) with)\b:?\s+/g,
  },
  { re: /\bplacing\s+/g, mode: "withOnly" },
  { re: /\bconnecting\s+/g, mode: "both" },
];

const sentenceEnd = /[.;:!?\n()]|\s[-–—]\s/;
const MAX_WORDS = 6;

/** Every customer phrase the description names: "helps HR managers …" → "hr managers"; generic words are left out. */
export function readCustomerPhrases(description: string): CustomerPhrase[] {
  const text = description.toLowerCase().replace(/[’']/g, "'");
  const found: CustomerPhrase[] = [];
  for (const { re, mode } of triggers) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const from = m.index + m[0].length;
      const rest = text.slice(from);
      const stop = sentenceEnd.exec(rest);
      const clause = rest.slice(0, stop ? stop.index : rest.length);
      found.push(...phrasesOf(clause, from, mode));
    }
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.start - b.start)
    .filter((p) => (seen.has(p.text) ? false : (seen.add(p.text), true)));
}

/** Cuts one clause into noun phrases: each ends on a known head noun; "and", "or", ",", "of", "at" join lists. */
function phrasesOf(clause: string, offset: number, mode?: "withOnly" | "both"): CustomerPhrase[] {
  const tokenRe = /[a-z0-9][a-z0-9&'-]*|,|\//g;
  const out: CustomerPhrase[] = [];
  let current: Array<{ word: string; at: number }> = [];
  let withSeen = mode !== "withOnly";
  const close = () => {
    const phrase = toPhrase(current, offset);
    if (phrase && withSeen) out.push(phrase);
    current = [];
  };
  for (let t = tokenRe.exec(clause); t; t = tokenRe.exec(clause)) {
    const word = t[0];
    const headed = current.some((c) => headOf(c.word));
    if (word === "with" && mode) {
      if (mode === "withOnly") current = [];
      else close();
      withSeen = true;
      continue;
    }
    if (["and", "or", ",", "/", "&", "of", "at"].includes(word)) {
      if (headed) close();
      else if (word === "and" || word === "or" || word === "&") current.push({ word, at: t.index });
      else current = [];
      continue;
    }
    if (phraseStops.has(word)) break;
    if (clauseVerbs.has(word) && !headed) {
      current = [];
      continue;
    }
    if (headed && !headOf(word)) break; // after its head a phrase goes on only through a list word or a compound ("hr managers")
    current.push({ word, at: t.index });
    if (current.length > MAX_WORDS) break;
  }
  if (current.some((c) => headOf(c.word))) close();
  return out;
}

function toPhrase(tokens: Array<{ word: string; at: number }>, offset: number): CustomerPhrase | null {
  const words = tokens.slice();
  while (
    words.length &&
    (determiners.has(words[0]!.word) || words[0]!.word === "and" || words[0]!.word === "or")
  )
    words.shift();
  const last = words.at(-1);
  if (!last || !words.length) return null;
  const text = words.map((w) => w.word).join(" ");
  if (
    genericCustomers.has(last.word) ||
    words.every((w) => genericCustomers.has(w.word) || w.word.endsWith("-in"))
  )
    return null;
  if (text === "owners") return null; // whose owners is not said
  const cls = classify(text, last.word);
  if (!cls) return null;
  return { text, cls, start: offset + words[0]!.at, end: offset + last.at + last.word.length };
}

/** What a phrase's head says, refined by the words before it ("pet owners" are consumers, "business owners" a role). */
export function classify(text: string, head: string): CustomerClass | null {
  const base = headOf(head);
  if (!base) return null;
  if (head === "owners" && /\b(?:pet|dog|cat|home|car|horse)\s+owners$/.test(text)) return "consumer";
  if (head === "developers" && /\b(?:property|real estate)\s+developers$/.test(text)) return "business";
  if (
    (head === "stores" || head === "shops" || head === "businesses" || head === "brands") &&
    onlineQualifier.test(text)
  )
    return "site";
  if (/\bwebsites?$|\bsites$|\bblogs$/.test(text)) return "site";
  return base;
}

/** The class a head noun names; any "…stores" or "…shops" word is a business ("bookstores", "bookshops"). */
function headOf(word: string): CustomerClass | undefined {
  if (headClass.has(word)) return headClass.get(word);
  if (/(?:stores|shops)$/.test(word)) return "business";
  if (/(?:goers|lovers|seekers)$/.test(word)) return "consumer"; // "gym-goers", "book-lovers"
  return undefined;
}
