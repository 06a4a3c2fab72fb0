/**
 * The "Visit details" section of the healer's form and the admin's dialog (DESIGN §10.2): its
 * hints, answers and the questions it asks in its own words; each field's label is `fields.*`.
 */
export const accountVisitEn = {
  feeHint: 'Whole rupees. Leave "up to" blank when the fee starts at this amount.',
  genderNotSaid: 'Prefer not to say',
  genderWoman: 'Woman',
  genderMan: 'Man',
  genderOther: 'Other',
  stepFree: 'Can patients reach the clinic without steps?',
  parking: 'Is there parking at the clinic?',
  yes: 'Yes',
  no: 'No',
  notSaid: 'Not said',
  homeVisits: 'Visits patients at home',
  acceptingNewPatients: 'Taking new patients',
  landmarkHint: 'How patients find the clinic, e.g. "Opposite the Town Hall bus stop"',
} as const;
