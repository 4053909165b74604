import { aboutAppointment, type AppointmentRecord } from '../appointments/index.js';
import { nameOf, type EventToRecord, type Person } from '../office/index.js';

/** The activity feed's events of furniture photos. */
export type PhotoEventType = 'photos.uploaded' | 'photo.deleted' | 'photos.linked';
type PhotoEvent = EventToRecord<PhotoEventType>;

const photos = (count: number) => `${count} furniture ${count === 1 ? 'photo' : 'photos'}`;

/** Photos uploaded from one of the photo forms (from a signed-in account or from anyone). */
export function photosUploaded(
  actor: Person | null,
  uploaded: readonly { id: number }[],
  upload: { clientEmail: string; furnitureType: string },
): PhotoEvent {
  return {
    type: 'photos.uploaded',
    actorId: actor?.id ?? null,
    subjectType: 'furniture_photo',
    subjectId: uploaded[0]?.id,
    summary: `${photos(uploaded.length)} from ${upload.clientEmail}: ${upload.furnitureType}`,
  };
}

/** Staff deleted a photo. */
export function photoDeleted(
  actor: Person,
  photoId: number,
  photo: { clientEmail: string; furnitureType: string },
): PhotoEvent {
  return {
    type: 'photo.deleted',
    actorId: actor.id,
    subjectType: 'furniture_photo',
    subjectId: photoId,
    summary: `${nameOf(actor)} deleted a furniture photo (${photo.furnitureType}) from ${photo.clientEmail}`,
  };
}

/** Staff linked a client's unlinked photos to an appointment. */
export function photosLinked(
  actor: Person,
  appointment: AppointmentRecord,
  clientEmail: string,
  linked: number,
): PhotoEvent {
  return {
    type: 'photos.linked',
    ...aboutAppointment(actor.id, appointment.id),
    summary: `${nameOf(actor)} linked ${photos(linked)} from ${clientEmail} to the appointment of ${appointment.clientName} on ${appointment.appointmentDate}`,
  };
}
