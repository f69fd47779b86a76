import type { BusinessProfile } from "./types";
import { readCustomerPhrases } from "./customers/phrases";
import { extractLocation } from "./location";
import { signalTable, type Signal, type SourceKey } from "./signals";

/** `text` is the lower-cased match; `original` the same words as the description wrote them ("HR managers"). */
export type Evidence = { signal: Signal; text: string; original: string; index: number };

export type Scored = {
  profile: BusinessProfile;
  scores: Record<SourceKey, number>;
  evidence: Evidence[];
};

const LOCATION_BONUS = 1;

/** Reads the description once against the signal table: per-source scores and the profile they imply. */
export function scoreDescription(description: string): Scored {
  const text = description.toLowerCase();
  const sameLength = text.length === description.length;
  const scores: Record<SourceKey, number> = { maps: 0, linkedin: 0, instagram: 0, web: 0 };
  const evidence: Evidence[] = [];
  for (const { re, signal } of signalTable) {
    re.lastIndex = 0;
    const match = re.exec(text);
    if (!match) continue;
    scores[signal.source] += signal.weight; // each phrase counts once: repetition is not evidence
    const original = sameLength ? description.slice(match.index, match.index + match[0].length) : match[0];
    evidence.push({ signal, text: match[0], original, index: match.index });
  }
  const location = extractLocation(description);
  if (location && scores.maps > 0) scores.maps += LOCATION_BONUS;

  const localScore = scores.maps;
  const onlineScore = Math.max(scores.instagram, scores.web);

  return {
    scores,
    evidence,
    profile: {
      industry: pickIndustry(evidence),
      audience: audienceOf(description, scores, evidence),
      // Local needs local evidence; a description with none at all is treated as local (the spec's default, Google Maps).
      reach:
        localScore > 0
          ? localScore >= onlineScore
            ? "local"
            : "online"
          : onlineScore + scores.linkedin === 0
            ? "local"
            : "online",
      location,
      businessType: businessTypeOf(text, evidence),
      signals: [...new Set(evidence.map((e) => e.text))],
    },
  };
}

const NAMED_CUSTOMER_WEIGHT = 2;

/**
 * Businesses or consumers: the evidence of each, and the customers the description names. Premises named
 * as customers ("wholesale to cafes and restaurants") are businesses it sells to, not the premises of a
 * business serving consumers; the words of a consumer phrase ("international students") are not B2B evidence.
 */
function audienceOf(
  description: string,
  scores: Record<SourceKey, number>,
  evidence: Evidence[],
): BusinessProfile["audience"] {
  const customers = readCustomerPhrases(description);
  const within = (e: Evidence, classes: string[]) =>
    customers.some((p) => classes.includes(p.cls) && e.index >= p.start && e.index < p.end);
  const weightOf = (keep: (e: Evidence) => boolean) =>
    evidence.filter(keep).reduce((n, e) => n + e.signal.weight, 0);
  const named = (classes: string[]) =>
    customers.filter((p) => classes.includes(p.cls)).length * NAMED_CUSTOMER_WEIGHT;
  const isPremises = (e: Evidence) => ["physical premises", "local service"].includes(e.signal.tag);
  const asBusiness = (e: Evidence) => within(e, ["business"]);
  const b2b =
    weightOf(
      (e) => (e.signal.source === "linkedin" || e.signal.source === "web") && !within(e, ["consumer"]),
    ) +
    weightOf((e) => e.signal.tag === "sells to local businesses" || (isPremises(e) && asBusiness(e))) +
    named(["business", "role"]);
  const b2c = scores.instagram + weightOf((e) => isPremises(e) && !asBusiness(e)) + named(["consumer"]);
  return b2b > b2c ? "B2B" : "B2C";
}

/** The industry named by the heaviest evidence; "Other" when nothing names one. */
function pickIndustry(evidence: Evidence[]): string {
  const weights = new Map<string, number>();
  for (const e of evidence) {
    if (e.signal.industry)
      weights.set(e.signal.industry, (weights.get(e.signal.industry) ?? 0) + e.signal.weight);
  }
  let best = "Other";
  let bestWeight = 0;
  for (const [industry, weight] of weights) {
    if (weight > bestWeight) [best, bestWeight] = [industry, weight];
  }
  return best;
}

/** The premises phrase as written ("dental clinic", "pet grooming salon"): the subject matches that touch, joined. */
function businessTypeOf(text: string, evidence: Evidence[]): string | null {
  const subjects = evidence
    .filter((e) => e.signal.subject && e.signal.weight > 1)
    .sort((a, b) => a.index - b.index);
  const first = subjects[0];
  if (!first) return null;
  let start = first.index;
  let end = first.index + first.text.length;
  for (const next of subjects.slice(1)) {
    if (next.index < end) continue;
    if (next.index - end > 1) break;
    end = next.index + next.text.length;
  }
  // A qualifier just before it ("pet grooming", "car repair") is part of the type when it is one word.
  const before = /([a-z][a-z-]+)\s$/.exec(text.slice(Math.max(0, start - 20), start));
  if (before?.[1] && !stopWords.has(before[1])) start -= before[1].length + 1;
  return text.slice(start, end);
}

const stopWords = new Set([
  "a",
  "an",
  "the",
  "our",
  "my",
  "we",
  "are",
  "is",
  "and",
  "or",
  "with",
  "for",
  "to",
  "in",
  "of",
  "small",
  "local",
  "family",
  "run",
  "own",
  "new",
  "best",
  "independent",
  "help",
  "sell",
  "find",
  "supplying",
  "serving",
  "that",
  "who",
  "open",
  "indoor",
]);
