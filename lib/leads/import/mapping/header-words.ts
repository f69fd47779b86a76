import { cleanHeader } from "./fields";

/**
 * A header as the guesser reads it: camelCase and snake_case split into words, accents and case dropped
 * ("E-Mail-Adresse" → "email adresse", "E-mailadres" → "emailadres", "linkedInProfileUrl" → "linkedin profile url", "Straße" →
 * "strasse"), numbering removed ("E-mail 2 Address" → "email address"), Google's " - Value" suffix gone.
 */
export function headerWords(header: string): string {
  return cleanHeader(header)
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, "$1 $2")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[^\p{L}\p{N}#]+/gu, " ")
    .replace(/(^|\s)\d+(?=\s|$)/g, " ")
    .replace(/\be mail/g, "email")
    .replace(/\blinked in\b/g, "linkedin")
    .replace(/\bweb site\b/g, "website")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/ value$/, "");
}
