/**
 * English texts of the admin's verification and "confirmed with the healer" section of the healer
 * dialog (decision 044), kept beside `admin.ts`, which includes them as `trust`.
 */
export const enAdminTrust = {
  title: 'Verification',
  description:
    'What the federation checked about this healer, and when. Patients see the checks and the date; the note stays private.',
  current: 'Verified on {date}: {checks}',
  none: 'Not verified yet.',
  checkedOn: 'Date checked',
  checks: 'What was checked',
  check: {
    membership: 'Federation membership',
    training: 'Training certificate',
    identity: 'Identity document',
    clinicVisit: 'Clinic visited',
  },
  note: 'Private note',
  noteHint: 'Only administrators see this note.',
  save: 'Save verification',
  saving: 'Saving…',
  clear: 'Clear verification',
  saved: 'Verification saved',
  cleared: 'Verification cleared',
  saveFailed: 'Could not save the verification',
  clearFailed: 'Could not clear the verification',
  confirmTitle: 'Confirmed with the healer',
  confirmHint:
    'Press this after the healer has told you, by phone or in person, that their details are right.',
  confirmedOn: 'Last confirmed: {date}',
  neverConfirmed: 'Never confirmed.',
  confirm: 'Confirmed with the healer',
  confirmed: 'Marked as confirmed with the healer',
  confirmFailed: 'Could not mark the details as confirmed',
} as const;
