/** Photo upload checks (spec §5): the admin and healer flows word the size limit differently. */
export const PHOTO_MESSAGES = {
  invalidType: 'Please select a valid image file',
  adminTooLarge: 'File size must be less than 5MB',
  healerTooLarge: 'Photo must be less than 5MB',
} as const;

/** Image types an upload may have (JPG, PNG or WebP). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
