/**
 * A person's name in its first and last parts, as a greeting needs them: the first word is the first name
 * and the rest the last name ("Jan van der Berg" is Jan / van der Berg, "María José García López" is María /
 * José García López), after the titles before a name and the credentials after a comma are put aside
 * ("Dr. Anna Schmidt", "Priya Natarajan, PhD"). "Berg, Jan", as address books export names, is Jan / Berg.
 * An Arabic given name made of two words keeps both: "عبد الله" and "Abdul Rahman" (servant of …), "Abu Bakr"
 * (father of …). Words without a letter (an emoji, a "|") are not part of a name.
 */

/** Titles before a name, lower case, without their dots ("Dr." and "dr" are one). */
const titles = new Set(
  [
    "mr mrs ms miss mx dr prof sir dame herr frau mme mlle sra srta dott dottssa sheikh shaikh sheikha",
    "السيد السيدة الدكتور الدكتورة الشيخ الشيخة الأستاذ الأستاذة المهندس المهندسة",
  ]
    .join(" ")
    .split(" "),
);
/** Titles that are also names or initials without their dot ("Ing Wong", "M Smith", "Eng Lim"). */
const dottedTitles = new Set("ing. mag. mgr. ir. drs. sr. m. eng. د. م. أ.".split(" "));
/** The first word of a two-word Arabic given name, written in Arabic or in Latin letters. */
const givenNameHeads = new Set("عبد ابو أبو abd abdul abdel abdal abdur abdus abu abou".split(" "));
/** What follows a name after a comma: degrees, professions, generations. */
const credentials = new Set(
  ["phd mba md cpa cfa pmp cissp esq llm jd", "jr sr ii iii iv msc bsc ma ba pe rn dds dmd ceng frcs mrics"]
    .join(" ")
    .split(" "),
);

const bare = (word: string) => word.toLowerCase().replaceAll(".", "");
const words = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w));

const isTitle = (word: string) => titles.has(bare(word)) || dottedTitles.has(word.toLowerCase());
const isCredential = (word: string) => credentials.has(bare(word));

export function splitPersonName(name: string | null | undefined): {
  firstName: string | null;
  lastName: string | null;
} {
  const [head = "", ...afterCommas] = (name ?? "").split(",");
  const tail = words(afterCommas.join(","));
  // "Berg, Jan": the family name first. "Natarajan, PhD" is not a name.
  const familyFirst = afterCommas.length === 1 && tail.length > 0 && !tail.every(isCredential);
  const given = familyFirst ? tail : words(head);
  while (given.length > 1 && isTitle(given[0]!)) given.shift();
  const [head1, ...others] = familyFirst ? [...given, ...words(head)] : given;
  if (!head1) return { firstName: null, lastName: null };
  const joined = givenNameHeads.has(head1.toLowerCase()) && others.length > 0;
  const first = joined ? `${head1} ${others[0]}` : head1;
  const rest = joined ? others.slice(1) : others;
  return { firstName: first, lastName: rest.length ? rest.join(" ") : null };
}
