/**
 * Every message a visitor, healer or admin can be shown for invalid input or a refused request,
 * by a stable key, with the specification's English text (spec §8) as the default. Lives in
 * shared/ because the schemas and the server both write these keys; the translations are in the
 * clients' catalogues under the same keys (`validation.*` of the account namespace, decision 033).
 */
export const VALIDATION_MESSAGES = {
  // Sign-in, passwords and phones (schemas/auth.ts, schemas/user.ts, the server).
  emailOrPhoneRequired: 'Email or phone is required',
  passwordRequired: 'Password is required',
  phoneRequired: 'Phone number is required',
  phoneMax10: 'Phone number must be 10 digits or less',
  phoneTooShort: 'Phone number is too short: a phone in India has 10 digits',
  phoneDigits: 'Phone number must contain only digits',
  fillAllFields: 'Please fill in all fields',
  currentPasswordRequired: 'Current password is required',
  newPasswordMin: 'New password must be at least 6 characters',
  passwordsDoNotMatch: 'The two new passwords do not match',
  newPhoneMin: 'Phone number must be at least 10 digits',
  newPhoneMax: 'Phone number must be 15 digits or less',
  validEmail: 'Valid email is required',
  validEmailShort: 'Valid email required',
  validPhone: 'Valid phone number is required',
  passwordMin: 'Password must be at least 6 characters',
  atLeastOneField: 'Please enter at least one field to update',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordIsPhone: 'New password must not be your phone number',
  passwordIsCode: 'New password must not be your sign-in code',
  phoneUsedByAnother: 'This phone number is already used by another healer',
  healerPhoneExists: 'A healer with this phone number already exists',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  invalidHealerLogin: 'Invalid phone number or password',
  invalidCredentials: 'Invalid credentials',
  notAuthenticated: 'Not authenticated',
  adminAuthRequired: 'Admin authentication required',
  adminAccessRequired: 'Admin access required',
  healerAccessRequired: 'Healer access required',
  passwordChangeRequired: 'Password change required',
  userChanged: 'The user changed meanwhile; please try again',
  // The admin's second factor and devices (DESIGN §10.4, decision 049).
  otpRequired: 'Enter the code from your authenticator app',
  invalidOtp: 'Invalid code',
  secondFactorNeedsSecret:
    'Two-step sign-in needs SESSION_SECRET set on the server, so that its secret outlives a restart',
  secondFactorAlreadyOn: 'Two-step sign-in is already on',
  secondFactorNotSetUp: 'Set up two-step sign-in first',
  secondFactorOff: 'Two-step sign-in is not on',
  tooManyWrongCodesToday:
    'Too many wrong codes today. Sign in with a recovery code, or try again tomorrow.',
  sessionNotFound: 'Session not found',
  // Passkeys (decision 063).
  passkeysNeedPublicUrl:
    'Passkeys need the site’s address: set PUBLIC_URL on the server (https, or http://localhost)',
  passkeyChallengeExpired: 'That took too long or was already used. Try the passkey again.',
  passkeyNotRecognised:
    'This passkey is not registered here any more. Sign in with your phone and password, then add it again.',
  passkeyOtherAccount: 'That passkey belongs to another account',
  passkeyRefused: 'The passkey could not be checked. Try again, or sign in with your password.',
  passkeyNotFound: 'Passkey not found',
  passkeyAlreadyAdded: 'This passkey is already added',

  // Healer, team member, service and holiday records.
  nameRequired: 'Name is required',
  titlesRequired: 'At least one title is required',
  districtRequired: 'District is required',
  pincodeRequired: 'Pincode is required',
  pincodeDigits: 'Pincode must be 6 digits',
  notKeralaDistrict: "'{value}' is not a Kerala district",
  ratingRange: 'Rating must be between 0 and 5',
  serviceNameRequired: 'Service name is required',
  serviceDuplicate: 'A service with this name already exists',
  roleRequired: 'Role is required',
  holidayNameRequired: 'Holiday name is required',
  timeFormat: 'Time must be HH:MM',
  dateFormat: 'Date must be YYYY-MM-DD',
  dateRange: 'Please choose a date between 2000-01-01 and 2100-12-31',
  searchTooLong: 'Search text is too long',
  invalidInput: 'Invalid input',
  healerNotFound: 'Healer not found',
  teamMemberNotFound: 'Team member not found',
  serviceNotFound: 'Service not found',
  userNotFound: 'User not found',
  adminNotFound: 'Admin not found',

  // Photos.
  photoInvalidType: 'Please select a valid image file',
  photoTooLarge: 'Photo must be less than 5MB',
  fileTooLarge: 'File size must be less than 5MB',
  imageTooLarge: 'Image dimensions are too large',
  photoNotIssued: 'Please upload the photo with Upload Photo',
  photoNotFound: 'Photo not found',
  tooManyUploads: 'Too many uploads. Please try again later.',

  // Booking and contact forms (schemas/booking.ts, schemas/contact.ts).
  patientNameRequired: 'Patient name is required',
  ageRequired: 'Age is required',
  sexRequired: 'Sex is required',
  dateInPast: 'Preferred date cannot be in the past',
  contactFieldsMissing:
    'Please fill in all required fields (First Name, Email, Subject, and Message).',
  contactEmailInvalid: 'Please enter a valid email address.',

  // Whole requests.
  notFound: 'Not found',
  internalError: 'Internal server error',
  crossSiteRefused: 'Cross-site request refused',
  bodyTooLarge: 'Request body is too large',
  bodyEmpty: 'Request body is empty',
  bodyNotJson: 'Request body is not valid JSON',
  unsupportedMediaType: 'Unsupported media type',
  invalidContentLength: 'Invalid content length',
  badUrl: 'Bad URL',
  badRequest: 'Bad request',
  headersTooLarge: 'The address or headers of the request are too large',
  requestTimeout: 'The request took too long to arrive',
  databaseUnavailable: 'The directory cannot save changes just now. Please try again in a moment.',
  tooManySearches: 'Too many searches. Please wait a moment and try again.',
  nulCharacter: 'This cell holds an invisible NUL character; delete it and type the text again',
  tooManyProfileChanges: 'Too many profile changes. Please try again later.',
  serviceNotInCatalogue: "Please choose services from the federation's list",
  signInCodeVoid:
    'This sign-in code no longer works: it was tried wrongly too many times. Please ask the federation for a new code.',

  // Trustworthy listings (DESIGN §10.1).
  unknownCheck: 'Please choose checks from the list: membership, training, identity, clinic visit',
  checksRequired: 'Please choose at least one thing the federation checked',
  checkedOnFuture: 'The date checked cannot be in the future',
  leaveOrder: 'Leave must end on or after its first day',
  leaveTooLong: 'One period of leave can be at most 366 days',
  leaveTooMany: 'At most 12 periods of leave',
  leaveNoteMax: 'Please keep the note on leave under 200 characters',
  leaveWindow: 'Leave must lie within two years before or after today',
  verificationNoteMax: 'Please keep the note under 1,000 characters',

  // Insights (DESIGN §10.5).
  eventTypeRequired: 'Event type is required',
  insightsRangeOrder: 'The first day must be on or before the last day',
  insightsRangeTooLong: 'Please choose at most 366 days',
  leaveFormat:
    "Leave must read like '2026-12-10..2026-12-20 Pilgrimage; 2027-01-05' (first and last day, then a note)",
  reportReason: 'Please choose what is wrong',
  reportNoteMax: 'Please keep the note under 500 characters',
  reportNotFound: 'Report not found',
  reportStatusChoice: 'Please choose open, resolved or dismissed',
  tooManyReports: 'Too many reports. Please try again later.',
  attentionReason:
    'Please choose a reason from the list: never-signed-in, code-expired, not-confirmed, verification-due, no-photo, no-timings, no-pin, no-whatsapp, open-reports',

  // The spreadsheet import (DESIGN §9.4), as the server's import service words them.
  importNoFile: 'Choose a .csv or .xlsx file to import',
  importWrongType: 'The file must be a .csv or .xlsx spreadsheet',
  importTooLarge: 'The file is larger than 5 MB; split it into smaller files',
  importTooManyRows: 'The file has more than 10,000 rows; split it into smaller files',
  importNotUtf8: 'The file is not UTF-8 text; save it from your spreadsheet as "CSV UTF-8"',
  importBadCsv: 'The file could not be read as CSV',
  importBadXlsx: 'The file could not be read as an Excel workbook',
  importNoHeader:
    'The first row must name the columns, as the export does; Name and Phone are needed at least',
  importRowErrors: 'Some rows have errors; nothing was imported',

  // The audit trail (DESIGN §10.4).
  auditTimeFormat: 'Use a date (YYYY-MM-DD) or an ISO time (2026-05-01T09:30:00+05:30)',
  auditFilterNul: 'The filter holds an invisible NUL character; type it again',

  // What decides a visit (DESIGN §10.2).
  feeWhole: 'Please give the fee in whole rupees (0 or more)',
  feeOrder: 'The fee "from" cannot be more than the fee "to"',
  genderChoice: 'Please choose woman, man, other or leave it blank',
  yesNoChoice: 'Please answer yes or no, or leave it blank',
  landmarkMax: 'Please keep the landmark under 120 characters',
  searchFilterValue: 'This search filter has a value it does not know',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/**
 * Each key as itself: what the shared schemas write as a zod message, so that a form checked in
 * the browser and a reply from the server both name the message by its key.
 */
export const MESSAGE_KEY = Object.fromEntries(
  Object.keys(VALIDATION_MESSAGES).map((key) => [key, key]),
) as { readonly [K in ValidationMessageKey]: K };

/** Whether a text is one of the keys above. */
export function isMessageKey(text: string): text is ValidationMessageKey {
  return Object.hasOwn(VALIDATION_MESSAGES, text);
}

/** A schema message in English: the text of a key; anything else (zod's own wording) as is. */
export function englishMessage(message: string): string {
  return isMessageKey(message) ? VALIDATION_MESSAGES[message] : message;
}
