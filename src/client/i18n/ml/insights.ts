import type { enAccountInsights, enAdminInsights } from '../en/insights.js';
import type { Widen } from '../messages.js';

const mlChart = {
  profileViews: 'പ്രൊഫൈൽ കണ്ടത്',
  bookingOpens: 'ബുക്കിങ് സന്ദേശം തുടങ്ങിയത്',
  showTable: 'പട്ടികയായി കാണുക',
  date: 'തീയതി',
  summary:
    '{from} മുതൽ {to} വരെ {views} തവണ പ്രൊഫൈൽ കണ്ടു, {bookings} ബുക്കിങ് സന്ദേശങ്ങൾ തുടങ്ങി; ഏറ്റവും കൂടുതൽ പേർ കണ്ടത് {peakDate}-ന്, {peak} തവണ.',
  loading: 'കണക്കുകൾ ലഭ്യമാക്കുന്നു…',
  failed: 'കണക്കുകൾ ലഭ്യമാക്കാനായില്ല',
};

export const mlAdminInsights = {
  ...mlChart,
  title: 'സന്ദർശന കണക്കുകൾ',
  description:
    'ഡയറക്ടറിയിൽ രോഗികൾ ചെയ്തതിന്റെ എണ്ണം മാത്രം: കുക്കികളില്ല, IP വിലാസങ്ങളില്ല, ആരെയും തിരിച്ചറിയുന്നില്ല.',
  period: 'കാലയളവ്',
  last30: 'കഴിഞ്ഞ 30 ദിവസം',
  last90: 'കഴിഞ്ഞ 90 ദിവസം',
  totalsLabel: 'ഈ കാലയളവിലെ ആകെ എണ്ണം',
  calls: 'ഫോൺ വിളികൾ',
  directions: 'വഴി നോക്കിയത്',
  shares: 'പങ്കിട്ടത്',
  topHealers: 'ഏറ്റവും കൂടുതൽ പേർ കണ്ട ഹീലർമാർ',
  leastViewed: 'ഏറ്റവും കുറച്ചു പേർ കണ്ട ഹീലർമാർ',
  leastViewedHint:
    'രോഗികൾ അധികം തുറക്കാത്ത സജീവ ഹീലർമാർ: ഒരു ഫോട്ടോയോ സമയവിവരമോ കുറച്ചുകൂടി വ്യക്തമായ ചികിത്സാമേഖലയോ സഹായിച്ചേക്കും.',
  healer: 'ഹീലർ',
  noViews: 'ഈ കാലയളവിൽ ഇതുവരെ ആരും പ്രൊഫൈൽ കണ്ടിട്ടില്ല.',
  emptySearches: 'ഒരു ഹീലറെയും കണ്ടെത്താത്ത തിരച്ചിലുകൾ',
  emptySearchesHint:
    'രോഗികൾ തിരഞ്ഞിട്ടും ആരെയും കിട്ടാത്ത സ്ഥലങ്ങളും ചികിത്സകളും: പുതിയ ഹീലർമാരെ ചേർക്കേണ്ടത് ഇവിടെയാണ്.',
  query: 'തിരഞ്ഞത്',
  district: 'ജില്ല',
  anyDistrict: 'എല്ലാ ജില്ലകളും',
  noWords: '(വാക്കുകളില്ല)',
  times: 'തവണ',
  noEmptySearches: 'ഈ കാലയളവിൽ ഫലമില്ലാതെ പോയ തിരച്ചിലുകളില്ല.',
  otherSearches: 'മറ്റു തിരച്ചിലുകൾ (ഒരു ദിവസം 500 വ്യത്യസ്ത തിരച്ചിലുകൾക്കു ശേഷമുള്ളവ)',
} satisfies Widen<typeof enAdminInsights>;

export const mlAccountInsights = {
  ...mlChart,
  title: 'കഴിഞ്ഞ 30 ദിവസം നിങ്ങളുടെ പ്രൊഫൈൽ',
  thisMonth: 'കഴിഞ്ഞ 30 ദിവസം: {views} തവണ പ്രൊഫൈൽ കണ്ടു, {bookings} ബുക്കിങ് സന്ദേശങ്ങൾ തുടങ്ങി',
  hint: 'സമയവും ഫോട്ടോയും അവധിയും പുതുക്കി വെച്ചാൽ കൂടുതൽ രോഗികൾ എത്തും.',
} satisfies Widen<typeof enAccountInsights>;
