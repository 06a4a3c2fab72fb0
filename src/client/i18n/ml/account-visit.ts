import type { accountVisitEn } from '../en/account-visit.js';
import type { Widen } from '../messages.js';

/** Malayalam for `en/account-visit.ts`. */
export const mlAccountVisit = {
  feeHint: 'മുഴുവൻ രൂപയിൽ നൽകുക. ഫീസ് ഈ തുകയിൽ തുടങ്ങുന്നുവെങ്കിൽ "വരെ" ഒഴിച്ചിടുക.',
  genderNotSaid: 'പറയാൻ താൽപ്പര്യമില്ല',
  genderWoman: 'സ്ത്രീ',
  genderMan: 'പുരുഷൻ',
  genderOther: 'മറ്റുള്ളവർ',
  stepFree: 'പടികൾ കയറാതെ രോഗികൾക്ക് ക്ലിനിക്കിലെത്താമോ?',
  parking: 'ക്ലിനിക്കിൽ പാർക്കിങ് സൗകര്യമുണ്ടോ?',
  yes: 'ഉണ്ട്',
  no: 'ഇല്ല',
  notSaid: 'പറയുന്നില്ല',
  homeVisits: 'രോഗികളുടെ വീട്ടിൽ വന്ന് ചികിത്സിക്കും',
  acceptingNewPatients: 'പുതിയ രോഗികളെ എടുക്കുന്നുണ്ട്',
  landmarkHint: 'രോഗികൾ ക്ലിനിക് എങ്ങനെ കണ്ടെത്തും, ഉദാ: "ടൗൺ ഹാൾ ബസ് സ്റ്റോപ്പിന് എതിർവശം"',
} satisfies Widen<typeof accountVisitEn>;
