import { z } from './zod.js';

/** Limits that the browser states as hints and the server enforces (docs/decisions/007-photo-uploads.md). */
export const MAX_PHOTOS_PER_UPLOAD = 5;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** Only these are accepted, decided by the file's bytes, never by its name or declared type. */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** A declared size far beyond any phone photo (about 8000 × 6000) is refused before decoding. */
export const MAX_PHOTO_MEGAPIXELS = 50;
/** The multipart field that carries the files, repeated once per photo. */
export const PHOTO_FILE_FIELD = 'photos';

/** The contact page sends the first 100 characters of its message; leave room for that and more. */
const FURNITURE_TYPE_MAX = 200;
const REQUEST_FURNITURE_TYPE_MAX = 100;
const REQUEST_PHOTOS_DESCRIPTION = 'Photos sent with an appointment request.';

/** The /contact page offers its photo section for these services only. */
export function takesFurniturePhotos(serviceName: string): boolean {
  return serviceName.toLowerCase().includes('furniture');
}

/**
 * The details stored with photos sent from the /contact page: filed under the chosen service's name
 * (staff know the request by it; the earlier rule, the first 100 characters of the message, filed them under
 * the visitor's prose), with the whole message as their description.
 */
export function requestPhotoDetails(
  serviceName: string,
  message: string,
): { furnitureType: string; furnitureDescription: string } {
  const text = message.trim();
  return {
    furnitureType: serviceName.trim().slice(0, REQUEST_FURNITURE_TYPE_MAX) || 'Furniture',
    furnitureDescription: text || REQUEST_PHOTOS_DESCRIPTION,
  };
}
const DESCRIPTION_MAX = 5000;
const EMAIL_MAX = 254;

/** Each message names its field as /furniture-upload labels it (Email Address, Furniture Type, Additional Details). */
export const FURNITURE_PHOTO_MESSAGES = {
  emailRequired: 'Email Address is required',
  emailInvalid: 'Email Address must be a valid email address, like name@example.com',
  furnitureTypeRequired: 'Furniture Type is required',
  descriptionRequired: 'Additional Details are required',
  noFiles: 'No files selected',
  selectAtLeastOne: 'Please select at least one photo to upload.',
  tooMany: `You can upload at most ${MAX_PHOTOS_PER_UPLOAD} photos.`,
  tooLarge: (photo: string) =>
    `${photo} is too large. Each photo must be ${MAX_PHOTO_BYTES / (1024 * 1024)} MB or smaller.`,
  notAnImage: (photo: string) => `${photo} is not a JPEG, PNG or WEBP image.`,
  tooManyPixels: (photo: string) => `${photo} has too many pixels (at most ${MAX_PHOTO_MEGAPIXELS} megapixels).`,
  unreadable: (photo: string) => `${photo} could not be read as an image. Please try another file.`,
  formTooLarge: 'The form is too large. Please shorten the description and try again.',
  wrongField: `Photos must be sent in the "${PHOTO_FILE_FIELD}" field.`,
  notFound: 'Photo not found',
  uploaded: (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'} uploaded successfully.`,
} as const;

const requiredText = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, `Please keep this under ${max} characters`);

const fieldsSchema = z.object({
  clientEmail: requiredText(EMAIL_MAX, FURNITURE_PHOTO_MESSAGES.emailRequired)
    .toLowerCase()
    .pipe(z.email(FURNITURE_PHOTO_MESSAGES.emailInvalid)),
  furnitureType: requiredText(FURNITURE_TYPE_MAX, FURNITURE_PHOTO_MESSAGES.furnitureTypeRequired),
  furnitureDescription: requiredText(DESCRIPTION_MAX, FURNITURE_PHOTO_MESSAGES.descriptionRequired),
});

/**
 * The text fields of `POST /api/furniture-photos` (multipart). The upload page sends
 * `clientEmail`; `email` is accepted in its place.
 */
export const furniturePhotoUploadSchema = z.preprocess((value) => {
  if (typeof value !== 'object' || value === null) return value;
  const fields = value as Record<string, unknown>;
  return fields.clientEmail === undefined ? { ...fields, clientEmail: fields.email } : fields;
}, fieldsSchema);
export type FurniturePhotoUploadInput = z.infer<typeof furniturePhotoUploadSchema>;

/** A photo is pending until staff link it to an appointment. */
export const FURNITURE_PHOTO_STATUSES = ['pending', 'linked'] as const;
export type FurniturePhotoStatus = (typeof FURNITURE_PHOTO_STATUSES)[number];

/** One stored photo, as the uploader sees it. The URLs do not depend on where the bytes live. */
export const furniturePhotoSchema = z.object({
  id: z.number().int(),
  photoUrl: z.string(),
  thumbnailUrl: z.string(),
  furnitureType: z.string(),
  uploadedAt: z.string(),
  status: z.enum(FURNITURE_PHOTO_STATUSES),
});
export type FurniturePhoto = z.infer<typeof furniturePhotoSchema>;

/** The upload page's answer; the contact page asks for the bare array (`?shape=array`). */
export const furniturePhotoUploadResultSchema = z.object({
  photos: z.array(furniturePhotoSchema),
  message: z.string(),
});
export type FurniturePhotoUploadResult = z.infer<typeof furniturePhotoUploadResultSchema>;

/** One photo as staff see it (GET /api/furniture-photos, the appointment detail page). */
export const staffFurniturePhotoSchema = furniturePhotoSchema.extend({
  furnitureDescription: z.string().nullable(),
  /** Set by Link to Appointment; null means "No appointment". */
  appointmentId: z.number().int().nullable(),
});
export type StaffFurniturePhoto = z.infer<typeof staffFurniturePhotoSchema>;

/**
 * The photos of one client e-mail (the Furniture photos screen groups them by client e-mail, with the
 * photo count and how many are not linked to an appointment). Photos are newest first.
 */
export const furniturePhotoGroupSchema = z.object({
  clientEmail: z.string(),
  photoCount: z.number().int(),
  unlinkedCount: z.number().int(),
  photos: z.array(staffFurniturePhotoSchema),
});
export type FurniturePhotoGroup = z.infer<typeof furniturePhotoGroupSchema>;

/** The status a photo takes once it is linked to an appointment (uploads start as pending). */
export const LINKED_PHOTO_STATUS: FurniturePhotoStatus = 'linked';

export const LINK_PHOTOS_MESSAGES = {
  appointmentRequired: 'Please choose an appointment',
  linked: (count: number) =>
    count === 0
      ? 'There were no unlinked photos for this e-mail address.'
      : `${count} ${count === 1 ? 'photo was' : 'photos were'} linked to the appointment.`,
} as const;

/** `POST /api/furniture-photos/link`: every unlinked photo of that e-mail goes to the appointment. */
export const linkPhotosSchema = z.object({
  clientEmail: requiredText(EMAIL_MAX, FURNITURE_PHOTO_MESSAGES.emailRequired)
    .toLowerCase()
    .pipe(z.email(FURNITURE_PHOTO_MESSAGES.emailInvalid)),
  appointmentId: z.coerce
    .number({ error: LINK_PHOTOS_MESSAGES.appointmentRequired })
    .int(LINK_PHOTOS_MESSAGES.appointmentRequired)
    .positive(LINK_PHOTOS_MESSAGES.appointmentRequired)
    .max(2_147_483_647, LINK_PHOTOS_MESSAGES.appointmentRequired),
});
export type LinkPhotosInput = z.infer<typeof linkPhotosSchema>;

export const linkPhotosResultSchema = z.object({
  appointmentId: z.number().int(),
  linked: z.number().int(),
  message: z.string(),
});
export type LinkPhotosResult = z.infer<typeof linkPhotosResultSchema>;
