/** The interface languages: English (the specification's texts) and Malayalam. */
export const UI_LANGUAGES = ['en', 'ml'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

export const DEFAULT_UI_LANGUAGE: UiLanguage = 'en';
