/**
 * The messages the product shows for invalid input, with the specification's English texts
 * (spec §8): the shared schemas and the server write them from here, and the clients'
 * catalogues translate them by these keys (src/client/i18n/validation-message.ts), so a reworded
 * message keeps its translations.
 */
export const VALIDATION_MESSAGES = {
  emailOrPhoneRequired: 'Email or phone is required',
  passwordRequired: 'Password is required',
  phoneRequired: 'Phone number is required',
  phoneMax10: 'Phone number must be 10 digits or less',
  phoneDigits: 'Phone number must contain only digits',
  fillAllFields: 'Please fill in all fields',
  currentPasswordRequired: 'Current password is required',
  newPasswordMin: 'New password must be at least 6 characters',
  newPhoneMin: 'Phone number must be at least 10 digits',
  newPhoneMax: 'Phone number must be 15 digits or less',
  validEmail: 'Valid email is required',
  validEmailShort: 'Valid email required',
  validPhone: 'Valid phone number is required',
  passwordMin: 'Password must be at least 6 characters',
  atLeastOneField: 'Please enter at least one field to update',
  nameRequired: 'Name is required',
  titlesRequired: 'At least one title is required',
  districtRequired: 'District is required',
  pincodeRequired: 'Pincode is required',
  ratingRange: 'Rating must be between 0 and 5',
  serviceNameRequired: 'Service name is required',
  roleRequired: 'Role is required',
  timeFormat: 'Time must be HH:MM',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordIsPhone: 'New password must not be your phone number',
  phoneUsedByAnother: 'This phone number is already used by another healer',
  healerPhoneExists: 'A healer with this phone number already exists',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  tooManySearches: 'Too many searches. Please wait a moment and try again.',
  passwordIsCode: 'New password must not be your sign-in code',
  invalidHealerLogin: 'Invalid phone number or password',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;
