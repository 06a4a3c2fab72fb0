import type { WeekDay } from './days.js';
import { DISTRICTS, type District } from './districts.js';
import type { BookingLanguage, Language } from './languages.js';
import type { Sex, TeamRole } from './people.js';
import type { Title } from './titles.js';

/*
 * Malayalam names of the fixed domain values, beside their English values (the stored ones).
 * Why here and not in the catalogues: the server's search, page heads and place names read them
 * too, and the server may not import client code.
 * Proper names follow `malayalam-names.md` (shared with the search and the towns table); each map
 * is a full Record, so a new English value without a Malayalam name fails the type check.
 */

/**
 * The districts' names in Malayalam (`malayalam-names.md`), the official spelling first, then
 * the variants search accepts, so a district finds its towns and its healers.
 */
export const DISTRICT_MALAYALAM: Readonly<Record<District, readonly string[]>> = {
  Thiruvananthapuram: ['തിരുവനന്തപുരം'],
  Kollam: ['കൊല്ലം'],
  Pathanamthitta: ['പത്തനംതിട്ട'],
  Alappuzha: ['ആലപ്പുഴ'],
  Kottayam: ['കോട്ടയം'],
  Idukki: ['ഇടുക്കി'],
  Ernakulam: ['എറണാകുളം', 'കൊച്ചി'],
  Thrissur: ['തൃശ്ശൂർ', 'തൃശൂർ'],
  Palakkad: ['പാലക്കാട്'],
  Malappuram: ['മലപ്പുറം'],
  Kozhikode: ['കോഴിക്കോട്'],
  Wayanad: ['വയനാട്'],
  Kannur: ['കണ്ണൂർ'],
  Kasaragod: ['കാസർഗോഡ്', 'കാസറഗോഡ്'],
};

/** District names as shown (the first, official spelling of `DISTRICT_MALAYALAM`). */
export const DISTRICT_NAMES_ML: Readonly<Record<District, string>> = Object.fromEntries(
  DISTRICTS.map((district) => [district, DISTRICT_MALAYALAM[district][0]]),
) as Record<District, string>;

/** The federation's name in Malayalam (ORGANIZATION_NAME); the short name stays 'FCAH Kerala'. */
export const ORGANIZATION_NAME_ML = 'ഫെഡറേഷൻ ഓഫ് ക്ലാസിക്കൽ അക്യുപങ്ചർ ഹീലേഴ്സ്, കേരളം';

export const STATE_NAME_ML = 'കേരളം';
export const COUNTRY_NAME_ML = 'ഇന്ത്യ';

/** Languages a healer speaks and a patient can ask for ('Other' is the booking form's). */
export const LANGUAGE_NAMES_ML: Readonly<Record<Language | BookingLanguage, string>> = {
  English: 'ഇംഗ്ലീഷ്',
  Malayalam: 'മലയാളം',
  Tamil: 'തമിഴ്',
  Hindi: 'ഹിന്ദി',
  Kannada: 'കന്നഡ',
  Telugu: 'തെലുങ്ക്',
  Marathi: 'മറാഠി',
  Bengali: 'ബംഗാളി',
  Gujarati: 'ഗുജറാത്തി',
  Punjabi: 'പഞ്ചാബി',
  Urdu: 'ഉറുദു',
  Odia: 'ഒഡിയ',
  Assamese: 'അസമീസ്',
  Other: 'മറ്റൊന്ന്',
};

/**
 * Titles before a healer's name. 'Ms' is ശ്രീമതി like 'Mrs': കുമാരി would say "unmarried",
 * which is what 'Ms' leaves unsaid.
 */
export const TITLE_NAMES_ML: Readonly<Record<Title, string>> = {
  'Acu Hr.': 'അക്യു. ഹീലർ',
  Dr: 'ഡോ.',
  Prof: 'പ്രൊഫ.',
  Mr: 'ശ്രീ.',
  Mrs: 'ശ്രീമതി',
  Ms: 'ശ്രീമതി',
};

/** Weekdays as a schedule or a label names them (ഞായർ, not the longer ഞായറാഴ്ച). */
export const WEEK_DAY_NAMES_ML: Readonly<Record<WeekDay, string>> = {
  Monday: 'തിങ്കൾ',
  Tuesday: 'ചൊവ്വ',
  Wednesday: 'ബുധൻ',
  Thursday: 'വ്യാഴം',
  Friday: 'വെള്ളി',
  Saturday: 'ശനി',
  Sunday: 'ഞായർ',
};

/** Weekdays in full, as a date names them ('ബുധനാഴ്ച'). */
export const WEEK_DAY_LONG_NAMES_ML: Readonly<Record<WeekDay, string>> = {
  Monday: 'തിങ്കളാഴ്ച',
  Tuesday: 'ചൊവ്വാഴ്ച',
  Wednesday: 'ബുധനാഴ്ച',
  Thursday: 'വ്യാഴാഴ്ച',
  Friday: 'വെള്ളിയാഴ്ച',
  Saturday: 'ശനിയാഴ്ച',
  Sunday: 'ഞായറാഴ്ച',
};

/** Months, January first. */
export const MONTH_NAMES_ML = [
  'ജനുവരി',
  'ഫെബ്രുവരി',
  'മാർച്ച്',
  'ഏപ്രിൽ',
  'മേയ്',
  'ജൂൺ',
  'ജൂലൈ',
  'ഓഗസ്റ്റ്',
  'സെപ്റ്റംബർ',
  'ഒക്ടോബർ',
  'നവംബർ',
  'ഡിസംബർ',
] as const;

export const TEAM_ROLE_NAMES_ML: Readonly<Record<TeamRole, string>> = {
  President: 'പ്രസിഡന്റ്',
  'General Secretary': 'ജനറൽ സെക്രട്ടറി',
  'Vice President': 'വൈസ് പ്രസിഡന്റ്',
  Treasurer: 'ട്രഷറർ',
  Secretary: 'സെക്രട്ടറി',
  'Executive Member': 'എക്സിക്യൂട്ടീവ് അംഗം',
};

/** The booking form's sex options. */
export const SEX_NAMES_ML: Readonly<Record<Sex, string>> = {
  Male: 'പുരുഷൻ',
  Female: 'സ്ത്രീ',
  Other: 'മറ്റുള്ളവ',
  'Prefer not to say': 'പറയാൻ താൽപ്പര്യമില്ല',
};

/**
 * The federation office's fixed hours (Contact page), as the Malayalam page shows them;
 * `malayalam-names.test.ts` checks them against `formatTimeRange`.
 */
export const OFFICE_HOURS_ML = {
  weekdays: 'തിങ്കൾ–വെള്ളി',
  weekdaysHours: 'രാവിലെ 9:00 - വൈകുന്നേരം 6:00',
  saturday: 'ശനി',
  saturdayHours: 'രാവിലെ 10:00 - വൈകുന്നേരം 4:00',
  sunday: 'ഞായർ',
  sundayHours: 'അവധി',
} as const;
