import { ORGANIZATION_NAME } from '../constants/limits.js';
import type { UiLanguage } from '../constants/ui-languages.js';

/**
 * Words the profile page and the printed poster (decision 060) both show: the catalogues'
 * `profile` and `trust` entries read them from here, and so does the server's poster, which may
 * not import client code (see page-titles.ts). One source, so the poster says what the page says.
 */
export const profileWordsEn = {
  orgName: ORGANIZATION_NAME,
  schedule: 'Weekly Schedule',
  morning: 'Morning',
  evening: 'Evening',
  open: 'Open',
  closed: 'Closed',
  languagesSpoken: 'Languages Spoken',
  verified: 'Verified by the federation',
} as const;

type ProfileWord = keyof typeof profileWordsEn;

export const profileWordsMl: Record<ProfileWord, string> = {
  orgName: 'ഫെഡറേഷൻ ഓഫ് ക്ലാസിക്കൽ അക്യുപങ്ചർ ഹീലേഴ്സ്, കേരളം',
  schedule: 'ആഴ്ചയിലെ സമയക്രമം',
  morning: 'രാവിലെ',
  evening: 'വൈകുന്നേരം',
  open: 'തുറന്നിരിക്കും',
  closed: 'അവധി',
  languagesSpoken: 'സംസാരിക്കുന്ന ഭാഷകൾ',
  verified: 'ഫെഡറേഷൻ പരിശോധിച്ചുറപ്പിച്ചത്',
};

/** The poster's own texts (`poster` in the catalogues). `{date}`, `{name}`, `{district}` are filled in. */
export const posterTextsEn = {
  title: 'Poster: {name}',
  districtTitle: 'Posters: {district}',
  scanProfile: 'Scan to check the federation’s listing and book',
  scanWhatsApp: 'Scan to book on WhatsApp',
  madeOn: 'Made on {date}.',
  listingIsCurrent: 'The listing online is the current one.',
  needsPublicUrl:
    'A poster needs the site’s public address: the server’s PUBLIC_URL is not set, so the codes on it would lead nowhere. Ask the federation’s administrator to set it.',
  notFound: 'This healer is not on the federation’s list.',
  badChoice: 'A poster comes in size=a4 or size=a6, and in lang=en, lang=ml or both languages.',
  noHealers: 'No active healer in {district}.',
  print: 'Print',
  printHint: 'Printed on one sheet; choose no margins and no headers if your browser asks.',
  sizeA4: 'A4 poster',
  sizeA6: 'A6 card',
  bothLanguages: 'Both languages',
} as const;

type PosterText = keyof typeof posterTextsEn;

export const posterTextsMl: Record<PosterText, string> = {
  title: 'പോസ്റ്റർ: {name}',
  districtTitle: 'പോസ്റ്ററുകൾ: {district}',
  scanProfile: 'ഫെഡറേഷന്റെ പട്ടികയിൽ പരിശോധിക്കാനും ബുക്ക് ചെയ്യാനും സ്കാൻ ചെയ്യൂ',
  scanWhatsApp: 'വാട്സ്ആപ്പിൽ ബുക്ക് ചെയ്യാൻ സ്കാൻ ചെയ്യൂ',
  madeOn: '{date}-ന് തയ്യാറാക്കിയത്.',
  listingIsCurrent: 'ഏറ്റവും പുതിയ വിവരങ്ങൾ ഓൺലൈൻ പട്ടികയിലാണ്.',
  needsPublicUrl:
    'പോസ്റ്ററിന് സൈറ്റിന്റെ പൊതു വിലാസം വേണം: സെർവറിൽ PUBLIC_URL സജ്ജമാക്കിയിട്ടില്ല, അതിനാൽ ഇതിലെ കോഡുകൾ എവിടേക്കും എത്തില്ല. ഫെഡറേഷന്റെ അഡ്മിനിസ്ട്രേറ്ററോട് ഇത് സജ്ജമാക്കാൻ പറയുക.',
  notFound: 'ഈ ഹീലർ ഫെഡറേഷന്റെ പട്ടികയിൽ ഇല്ല.',
  badChoice:
    'പോസ്റ്റർ size=a4 അല്ലെങ്കിൽ size=a6 വലിപ്പത്തിലും, lang=en, lang=ml അല്ലെങ്കിൽ രണ്ടു ഭാഷകളിലും ലഭിക്കും.',
  noHealers: '{district} ജില്ലയിൽ സജീവമായ ഹീലർമാർ ഇല്ല.',
  print: 'പ്രിന്റ് ചെയ്യുക',
  printHint: 'ഒരു ഷീറ്റിൽ പ്രിന്റ് ആകും; ബ്രൗസർ ചോദിച്ചാൽ മാർജിനും ഹെഡറും വേണ്ട എന്ന് തിരഞ്ഞെടുക്കുക.',
  sizeA4: 'A4 പോസ്റ്റർ',
  sizeA6: 'A6 കാർഡ്',
  bothLanguages: 'രണ്ടു ഭാഷകളും',
};

export const profileWords: Record<UiLanguage, Record<ProfileWord, string>> = {
  en: profileWordsEn,
  ml: profileWordsMl,
};

export const posterTexts: Record<UiLanguage, Record<PosterText, string>> = {
  en: posterTextsEn,
  ml: posterTextsMl,
};
