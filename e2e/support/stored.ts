import { withDatabase } from './database';

/** What the browser tests check of a stored request (read from the server's own SQLite file). */
export interface StoredRequest {
  id: number;
  trackingToken: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  serviceInterest: string;
  message: string;
  newsletter: number;
  notifyByEmail: number;
  notifyBySms: number;
  consentGiven: number;
  serviceTypeId: number | null;
  location: string | null;
}

export function storedRequest(trackingToken: string): StoredRequest | undefined {
  return withDatabase((db) =>
    db
      .prepare<[string], StoredRequest>(
        `SELECT id, tracking_token AS trackingToken, first_name AS firstName, last_name AS lastName, email, phone,
                service_interest AS serviceInterest, message, newsletter, notify_by_email AS notifyByEmail,
                notify_by_sms AS notifyBySms, consent_given AS consentGiven, service_type_id AS serviceTypeId,
                location
           FROM contact_requests WHERE tracking_token = ?`,
      )
      .get(trackingToken),
  );
}

/** How many requests were sent with this e-mail address. */
export function requestCountFor(email: string): number {
  return withDatabase(
    (db) =>
      db
        .prepare<[string], { n: number }>('SELECT count(*) AS n FROM contact_requests WHERE lower(email) = lower(?)')
        .get(email)?.n ?? 0,
  );
}

export interface StoredPhoto {
  clientEmail: string;
  furnitureType: string;
  furnitureDescription: string | null;
  contentType: string;
}

export function storedPhotosOf(email: string): StoredPhoto[] {
  return withDatabase((db) =>
    db
      .prepare<[string], StoredPhoto>(
        `SELECT client_email AS clientEmail, furniture_type AS furnitureType,
                furniture_description AS furnitureDescription, content_type AS contentType
           FROM furniture_photos WHERE lower(client_email) = lower(?) ORDER BY id`,
      )
      .all(email),
  );
}

export interface StoredUser {
  id: number;
  username: string;
  email: string;
  role: string;
  sessions: number;
}

export function storedUser(username: string): StoredUser | undefined {
  return withDatabase((db) =>
    db
      .prepare<[string], StoredUser>(
        `SELECT u.id, u.username, u.email, u.role,
                (SELECT count(*) FROM sessions s WHERE s.user_id = u.id) AS sessions
           FROM users u WHERE u.username = ?`,
      )
      .get(username),
  );
}
