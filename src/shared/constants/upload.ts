import { VALIDATION_MESSAGES } from './validation-messages.js';

/** Photo upload checks (spec §5): the admin and healer flows word the size limit differently. */
export const PHOTO_MESSAGES = {
  invalidType: VALIDATION_MESSAGES.photoInvalidType,
  adminTooLarge: VALIDATION_MESSAGES.fileTooLarge,
  healerTooLarge: VALIDATION_MESSAGES.photoTooLarge,
} as const;

/** Image types an upload may have (JPG, PNG or WebP). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
