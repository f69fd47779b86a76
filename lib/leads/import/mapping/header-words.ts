import { cleanHeader } from "./fields";

/**
 * Accents and case dropped, as a header and the vocabulary it is matched against are both read
 * ("Straße" → "strasse", "Företag" → "foretag", "Şirket" → "sirket"). Kana lose their voicing marks and
 * Hangul splits into its letters, the same on both sides, so a rule is written as the language spells it.
 * Arabic's yeh, alef maksura and kaf are read as Persian's (ي ى → ی, ك → ک): keyboards type either.
 */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[يى]/g, "ی")
    .replace(/ك/g, "ک");
}

/**
 * A header as the guesser reads it: camelCase and snake_case split into words, folded (`foldText`),
 * ("E-Mail-Adresse" → "email adresse", "E-mailadres" → "emailadres", "linkedInProfileUrl" → "linkedin
 * profile url"), numbering removed ("E-mail 2 Address" → "email address"), Google's " - Value" suffix gone.
 */
export function headerWords(header: string): string {
  return foldText(cleanHeader(header).replace(/([\p{Ll}\d])(\p{Lu})/gu, "$1 $2"))
    .replace(/[^\p{L}\p{N}#]+/gu, " ")
    .replace(/(^|\s)\d+(?=\s|$)/g, " ")
    .replace(/\be mail/g, "email")
    .replace(/\blinked in\b/g, "linkedin")
    .replace(/\bweb site\b/g, "website")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/ value$/, "");
}
