/** Comma text ('English, Malayalam') → distinct trimmed names, in order. */
export function parseLanguages(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  const languages: string[] = [];
  for (const part of (text ?? '').split(',')) {
    const language = part.trim().replace(/\s+/g, ' ');
    const key = language.toLowerCase();
    if (language === '' || seen.has(key)) continue;
    seen.add(key);
    languages.push(language);
  }
  return languages;
}

/** Names → the stored comma text ('English, Malayalam'); empty list → ''. */
export function joinLanguages(languages: readonly string[]): string {
  return parseLanguages(languages.join(',')).join(', ');
}
