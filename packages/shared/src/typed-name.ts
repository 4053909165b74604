/**
 * The words of a name as a person may type it: without accents, case, punctuation or extra spaces
 * ("  DOLORES  m. Munoz" → dolores, m, munoz).
 */
function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Whether a name typed to sign (a quote's approval, docs/quotes.md) is one of `names`: the same first
 * name and one of its last names (a middle name or initial between them is fine, and of two surnames
 * either one), ignoring case, accents, spaces and punctuation. A one-word name must be typed as is.
 */
export function typedNameMatches(typed: string, names: readonly string[]): boolean {
  const words = nameWords(typed);
  const first = words[0];
  const last = words.at(-1);
  if (first === undefined || last === undefined) return false;
  return names.some((name) => {
    const [own, ...rest] = nameWords(name);
    if (own === undefined) return false;
    if (rest.length === 0) return words.length === 1 && first === own;
    return words.length >= 2 && first === own && rest.includes(last);
  });
}
