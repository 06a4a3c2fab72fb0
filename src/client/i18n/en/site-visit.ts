/**
 * What decides a visit (DESIGN §10.2, decision 053): the card's and the profile's words and the
 * search panel's "More filters". Nothing "not said" has a text: it is never shown.
 */
export const visitEn = {
  feeRange: '₹{from}–{to} first visit',
  feeOne: '₹{fee} first visit',
  feeFrom: 'From ₹{fee} first visit',
  homeVisits: 'Home visits',
  stepFree: 'Step-free',
  notTakingNew: 'Not taking new patients',
  // The profile's Location card.
  detailsLabel: 'Visiting the clinic',
  landmark: 'Landmark: {landmark}',
  fee: 'First visit: {fee}',
  feeRangeShort: '₹{from}–{to}',
  feeOneShort: '₹{fee}',
  feeFromShort: 'from ₹{fee}',
  woman: 'Woman healer',
  man: 'Man healer',
  visitsAtHome: 'Visits patients at home',
  takingNew: 'Taking new patients',
  stepFreeYes: 'No steps to the clinic',
  stepFreeNo: 'There are steps to the clinic',
  parkingYes: 'Parking available',
  parkingNo: 'No parking',
  // The search panel.
  moreFilters: 'More filters',
  moreFiltersCount: { one: 'More filters ({count} on)', other: 'More filters ({count} on)' },
  gender: 'Healer',
  anyGender: 'Any',
  genderWoman: 'A woman',
  genderMan: 'A man',
  maxFee: 'First visit fee',
  anyFee: 'Any fee',
  upToFee: 'Up to ₹{fee}',
  // A yes filter's words, by the field's name in the field table (decision 061).
  yesFilters: {
    homeVisits: 'Visits patients at home',
    acceptingNewPatients: 'Taking new patients',
    stepFree: 'No steps to the clinic',
  },
} as const;
