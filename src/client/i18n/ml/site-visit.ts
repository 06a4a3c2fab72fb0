import type { visitEn } from '../en/site-visit.js';
import type { Widen } from '../messages.js';

/** Malayalam for `en/site-visit.ts`. */
export const mlVisit = {
  feeRange: 'ആദ്യ സന്ദർശനം ₹{from}–{to}',
  feeOne: 'ആദ്യ സന്ദർശനം ₹{fee}',
  feeFrom: 'ആദ്യ സന്ദർശനം ₹{fee} മുതൽ',
  homeVisits: 'വീട്ടിൽ വന്ന് ചികിത്സിക്കും',
  stepFree: 'പടികളില്ല',
  notTakingNew: 'പുതിയ രോഗികളെ ഇപ്പോൾ എടുക്കുന്നില്ല',
  detailsLabel: 'ക്ലിനിക്കിലേക്ക്',
  landmark: 'അടയാളം: {landmark}',
  fee: 'ആദ്യ സന്ദർശനം: {fee}',
  feeRangeShort: '₹{from}–{to}',
  feeOneShort: '₹{fee}',
  feeFromShort: '₹{fee} മുതൽ',
  woman: 'വനിതാ ഹീലർ',
  man: 'പുരുഷ ഹീലർ',
  visitsAtHome: 'രോഗികളുടെ വീട്ടിൽ വന്ന് ചികിത്സിക്കും',
  takingNew: 'പുതിയ രോഗികളെ എടുക്കുന്നുണ്ട്',
  stepFreeYes: 'ക്ലിനിക്കിലേക്ക് പടികൾ കയറേണ്ടതില്ല',
  stepFreeNo: 'ക്ലിനിക്കിലേക്ക് പടികൾ കയറണം',
  parkingYes: 'പാർക്കിങ് സൗകര്യമുണ്ട്',
  parkingNo: 'പാർക്കിങ് സൗകര്യമില്ല',
  moreFilters: 'കൂടുതൽ ഫിൽട്ടറുകൾ',
  moreFiltersCount: {
    one: 'കൂടുതൽ ഫിൽട്ടറുകൾ ({count} എണ്ണം)',
    other: 'കൂടുതൽ ഫിൽട്ടറുകൾ ({count} എണ്ണം)',
  },
  gender: 'ഹീലർ',
  anyGender: 'ആരായാലും',
  genderWoman: 'സ്ത്രീ',
  genderMan: 'പുരുഷൻ',
  maxFee: 'ആദ്യ സന്ദർശന ഫീസ്',
  anyFee: 'ഏതു ഫീസും',
  upToFee: '₹{fee} വരെ',
  yesFilters: {
    homeVisits: 'വീട്ടിൽ വന്ന് ചികിത്സിക്കും',
    acceptingNewPatients: 'പുതിയ രോഗികളെ എടുക്കുന്നുണ്ട്',
    stepFree: 'ക്ലിനിക്കിലേക്ക് പടികളില്ല',
  },
} satisfies Widen<typeof visitEn>;
