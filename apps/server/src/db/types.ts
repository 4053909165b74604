import type { Insertable, Selectable, Updateable } from 'kysely';
import type { AccountTables, SessionsTable, UsersTable } from './tables/accounts.js';
import type { CircleTables } from './tables/circle.js';
import type { OfficeTables, EmailOutboxTable } from './tables/office.js';
import type { AppointmentTables } from './tables/appointments.js';
import type { RequestTables } from './tables/requests.js';
import type { BlogTables } from './tables/blog.js';
import type { ChatTables } from './tables/chat.js';
import type { PhotoTables } from './tables/photos.js';
import type { HomeWatchTables } from './tables/home-watch.js';
import type { QuoteTables } from './tables/quotes.js';
import type { InvoiceTables } from './tables/invoices.js';
import type { NotaryTables } from './tables/notary.js';
import type { SmsTables } from './tables/sms.js';
import type { FeedbackTables } from './tables/feedback.js';
import type { RewardTables } from './tables/rewards.js';
import type { ServicePlanTables } from './tables/service-plans.js';

export type * from './tables/accounts.js';
export type * from './tables/circle.js';
export type * from './tables/office.js';
export type * from './tables/appointments.js';
export type * from './tables/requests.js';
export type * from './tables/blog.js';
export type * from './tables/chat.js';
export type * from './tables/photos.js';
export type * from './tables/home-watch.js';
export type * from './tables/quotes.js';
export type * from './tables/invoices.js';
export type * from './tables/notary.js';
export type * from './tables/sms.js';

/**
 * The whole schema: each domain's tables, in db/tables/<domain>.ts (their columns: db/tables/columns.ts).
 * The table types are as the repositories see them (camelCase; the CamelCasePlugin maps them to
 * snake_case columns).
 */
export interface Database
  extends
    AccountTables,
    CircleTables,
    OfficeTables,
    AppointmentTables,
    RequestTables,
    BlogTables,
    ChatTables,
    PhotoTables,
    HomeWatchTables,
    QuoteTables,
    InvoiceTables,
    NotaryTables,
    SmsTables,
    FeedbackTables,
    RewardTables,
    ServicePlanTables {}

/** Every boolean column, camelCase: the SQLite plugin turns their 0/1 back into booleans. */
export const BOOLEAN_COLUMNS = new Set([
  'active',
  'published',
  'featured',
  'approved',
  'confirmed',
  'newsletter',
  'notifyByEmail',
  'notifyBySms',
  'consentGiven',
  'reminderSent',
  'isFromUser',
  'lastMessageFromUser',
  'startedByRegistration',
  'atHome',
  'cancelledLate',
  'isDefault',
  'onLanding',
  'popular',
  'secretsHidden',
  'autopay',
  'isNote',
  'spam',
  'notify',
  'fromBusiness',
  'commentsClosed',
]);

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type EmailOutboxRow = Selectable<EmailOutboxTable>;
