import type {
  AppointmentStatus,
  BookingMode,
  CallbackTime,
  ChatConversationStatus,
  ChatMessageStatus,
  ContactStatus,
  FurniturePhotoStatus,
  Locale,
  RequestKind,
  FindingDecision,
  FindingSeverity,
  FloridaCounty,
  InvoiceKind,
  ItemAnswer,
  JobItemKind,
  LineKind,
  NotaryActType,
  NotaryIdMethod,
  NotaryIdType,
  PaymentMethod,
  PriceItemKind,
  QuoteResponseAction,
  QuoteStatus,
  Role,
  SignInMethod,
  StormAreaKind,
  StormPhase,
  VisitFrequency,
  VisitKind,
  VisitResult,
} from '@ta/shared';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types as the repositories see them (camelCase; the CamelCasePlugin maps them to
 * snake_case columns). Timestamps are ISO-8601 UTC strings on both engines; calendar dates
 * are 'yyyy-MM-dd' and times 'HH:mm' strings. Booleans are real booleans in TypeScript:
 * SQLite stores 0/1 and the SqliteBooleanPlugin converts both ways.
 */
type Timestamp = ColumnType<string, string | undefined, string>;
type NullableTimestamp = ColumnType<string | null, string | null | undefined, string | null>;
type Flag = ColumnType<boolean, boolean | undefined, boolean>;
/** A status column with a database default: optional on insert. */
type Status<S extends string> = ColumnType<S, S | undefined, S>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  role: Role;
  active: Flag;
  createdAt: Timestamp;
  updatedAt: NullableTimestamp;
  passwordChangedAt: NullableTimestamp;
  /** The language of the client's e-mails (migration 401); 'en' by default. */
  language: Status<Locale>;
  /** Two-step sign-in (migration 911): the authenticator secret, sealed (lib/secret-box.ts). */
  totpSecretSealed: ColumnType<string | null, string | null | undefined, string | null>;
  /** A secret shown for setting up, not yet confirmed by a code; sealed. */
  totpPendingSealed: ColumnType<string | null, string | null | undefined, string | null>;
  totpEnabledAt: NullableTimestamp;
  /** The 30-second step of the last code accepted: a code is never accepted twice. */
  totpLastStep: ColumnType<number | null, number | null | undefined, number | null>;
  /** The visit steps this client is e-mailed about, comma-separated VISIT_STEPS. */
  visitNotices: ColumnType<string, string | undefined, string>;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's token: a leaked table does not leak live sessions. */
  id: string;
  userId: number;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  idleExpiresAt: string;
  absoluteExpiresAt: string;
  ip: string | null;
  userAgent: string | null;
  /** The session creating a client account signed in (a new client); false for every login. */
  startedByRegistration: Flag;
  /** How this session was signed in (migration 911). */
  signInMethod: Status<SignInMethod>;
  /** The client whose account a trusted contact is helping with in this session; null for their own. */
  actingForId: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A client's trusted contact, from invitation to removal (migration 911, docs/circle.md). */
export interface TrustedContactsTable {
  id: Generated<number>;
  clientId: number;
  /** The contact's own account, once they accepted. */
  contactUserId: number | null;
  name: string;
  email: string;
  /** Comma-separated CIRCLE_RIGHTS. */
  rights: string;
  /** Comma-separated VISIT_STEPS this contact is e-mailed about. */
  visitNotices: ColumnType<string, string | undefined, string>;
  /** `proposed`: added by staff, waiting for the client's (or an admin's) yes; nobody is invited yet. */
  status: Status<'proposed' | 'invited' | 'active' | 'removed'>;
  /** SHA-256 of the invitation link's token; cleared when accepted or removed. */
  inviteTokenHash: string | null;
  inviteExpiresAt: string | null;
  invitedById: number | null;
  /** Set when staff added the contact: how the client gave consent, and the staff member's note. */
  consentMethod: string | null;
  consentNote: string | null;
  createdAt: Timestamp;
  acceptedAt: string | null;
  removedAt: string | null;
  removedById: number | null;
  /** When the client saw this contact added; null while an addition by the office is still to be shown. */
  clientSeenAt: NullableTimestamp;
  updatedAt: NullableTimestamp;
}

/** An e-mailed one-time sign-in link and code (migration 911): hashes only. */
export interface SignInCodesTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  codeHash: string;
  /** SHA-256 of the asking browser's token (migration 422); null when it sent none. */
  requesterHash: ColumnType<string | null, string | null | undefined, string | null>;
  attempts: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
  expiresAt: string;
  usedAt: string | null;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  userId: number;
  codeHash: string;
  /** 1: `codeHash` is the HMAC (keyed by the server's secret) of the code's SHA-256; 0: the bare SHA-256 (migration 421). */
  keyed: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
  usedAt: string | null;
}

/** Between a right password and the second step (migration 911): a short-lived, hashed token. */
export interface TwoStepChallengesTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  purpose: 'code' | 'setup';
  attempts: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
  expiresAt: string;
}

/** Settings the admin changes in the back office, one row a key (migration 911). */
export interface AppSettingsTable {
  key: string;
  value: string;
  updatedAt: Timestamp;
  updatedById: number | null;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  createdAt: Timestamp;
  expiresAt: string;
  usedAt: string | null;
}

export interface ServiceTypesTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  duration: number;
  color: string;
  active: Flag;
  createdAt: Timestamp;
  updatedAt: NullableTimestamp;
  /** Booking rules (migration 921, docs/booking.md): travel minutes before and after a visit. */
  bufferBefore: ColumnType<number, number | undefined, number>;
  bufferAfter: ColumnType<number, number | undefined, number>;
  minNoticeHours: ColumnType<number, number | undefined, number>;
  maxDaysAhead: ColumnType<number, number | undefined, number>;
  bookingMode: Status<BookingMode>;
  /** A visit at the client's home: the person booking names the county. */
  atHome: Flag;
}

/** The business's opening hours, one row per opening period of a weekday (0 Sunday to 6 Saturday). */
export interface BusinessHoursTable {
  id: Generated<number>;
  weekday: number;
  opens: string;
  closes: string;
}

export interface HolidaysTable {
  day: string;
  name: string;
}

/** A staff member's working hours, one row per period of a weekday. */
export interface StaffHoursTable {
  id: Generated<number>;
  staffId: number;
  weekday: number;
  starts: string;
  ends: string;
}

/** Whole days off, first to last inclusive. */
export interface StaffTimeOffTable {
  id: Generated<number>;
  staffId: number;
  firstDay: string;
  lastDay: string;
  note: string | null;
  createdAt: Timestamp;
}

export interface StaffServicesTable {
  staffId: number;
  serviceTypeId: number;
}

/** The counties a staff member covers; none means every county the business serves. */
export interface StaffCountiesTable {
  staffId: number;
  county: string;
}

/** A private calendar feed: only the SHA-256 of the address's token is kept. */
export interface CalendarFeedsTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  createdAt: Timestamp;
  lastUsedAt: NullableTimestamp;
}

export interface ContactRequestsTable {
  id: Generated<number>;
  trackingToken: string;
  userId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  serviceInterest: string;
  serviceTypeId: number | null;
  message: string;
  /** The landing request form's specific service and estimated duration (migration 101). */
  specificService: ColumnType<string | null, string | null | undefined, string | null>;
  estimatedDuration: ColumnType<string | null, string | null | undefined, string | null>;
  preferredDate: string | null;
  preferredTime: string | null;
  location: string | null;
  status: Status<ContactStatus>;
  /** A request from a form, or a callback (migration 835): a call to return, shown to staff first. */
  kind: Status<RequestKind>;
  /** A callback's best time to call; null for other requests. */
  bestTime: ColumnType<CallbackTime | null, CallbackTime | null | undefined, CallbackTime | null>;
  assignedToId: number | null;
  notes: string | null;
  newsletter: Flag;
  notifyByEmail: Flag;
  notifyBySms: Flag;
  consentGiven: Flag;
  /** The language of the page the request was sent from (migration 401); 'en' by default. */
  language: Status<Locale>;
  createdAt: Timestamp;
  updatedAt: NullableTimestamp;
  /** A trusted contact who sent it on the client's behalf (migration 911); null when the client did. */
  actedById: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface BlogPostsTable {
  id: Generated<number>;
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  authorId: number | null;
  coverImage: string | null;
  published: Flag;
  publishedAt: NullableTimestamp;
  category: ColumnType<string, string | undefined, string>;
  featured: Flag;
  createdAt: Timestamp;
  updatedAt: NullableTimestamp;
}

export interface BlogCommentsTable {
  id: Generated<number>;
  postId: number;
  name: string;
  email: string;
  content: string;
  approved: Flag;
  createdAt: Timestamp;
  parentId: number | null;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  email: string;
  name: string | null;
  active: Flag;
  createdAt: Timestamp;
  confirmToken: string;
  confirmed: Flag;
}

export interface AppointmentsTable {
  id: Generated<number>;
  clientId: number | null;
  contactRequestId: number | null;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  serviceTypeId: number | null;
  staffId: number | null;
  appointmentDate: string;
  startTime: string;
  endTime: string;
  status: Status<AppointmentStatus>;
  notes: string | null;
  location: string | null;
  reminderSent: Flag;
  /** The calendar event's SEQUENCE: one more with each change of date, times, place or status. */
  calendarSequence: Generated<number>;
  createdAt: Timestamp;
  updatedAt: NullableTimestamp;
  /** The visit's progress as the staff member taps it (migration 911). */
  onMyWayAt: NullableTimestamp;
  arrivedAt: NullableTimestamp;
  doneAt: NullableTimestamp;
  /** When the office was alerted that the visit had not started 30 minutes after its start. */
  lateAlertAt: NullableTimestamp;
  /** When it was cancelled, and whether that was inside the late-cancellation window (the fee rule). */
  cancelledAt: NullableTimestamp;
  cancelledLate: Flag;
  /** The county of a visit at home when it was booked online (migration 933); null when unknown. */
  county: ColumnType<string | null, string | null | undefined, string | null>;
  /** Time on the job (migration 941): from the staff member's phone or typed by the office. */
  workStartedAt: NullableTimestamp;
  workEndedAt: NullableTimestamp;
  workTimeById: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  conversationId: string;
  userId: number | null;
  senderName: string | null;
  senderEmail: string | null;
  senderPhone: string | null;
  message: string;
  isFromUser: boolean;
  status: Status<ChatMessageStatus>;
  assignedToId: number | null;
  createdAt: Timestamp;
  /** A trusted contact who wrote it on the client's behalf (migration 911). */
  actedById: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One per chat conversation, kept up to date with each message (the staff inbox reads it). */
export interface ChatConversationsTable {
  /** The conversation id, `chat_` and a random UUID. */
  id: string;
  userId: number | null;
  visitorName: string | null;
  visitorEmail: string | null;
  visitorPhone: string | null;
  status: Status<ChatConversationStatus>;
  unreadCount: ColumnType<number, number | undefined, number>;
  messageCount: ColumnType<number, number | undefined, number>;
  lastMessageAt: string;
  lastMessagePreview: string | null;
  lastMessageFromUser: boolean | null;
  /** When staff were e-mailed about the visitor's waiting messages; cleared by a staff reply. */
  staffNotifiedAt: NullableTimestamp;
  createdAt: Timestamp;
}

/** Each server instance's open staff sockets, refreshed while it runs. */
export interface ChatPresenceTable {
  instanceId: string;
  staffSockets: number;
  seenAt: string;
}

export interface FurniturePhotosTable {
  id: Generated<number>;
  appointmentId: number | null;
  clientEmail: string;
  /** Random name the photo is stored and served under; the URL never depends on where bytes are. */
  storageKey: string;
  photoUrl: string;
  thumbnailUrl: string;
  contentType: string;
  byteSize: number;
  width: number;
  height: number;
  furnitureType: string;
  furnitureDescription: string | null;
  uploadedAt: Timestamp;
  status: Status<FurniturePhotoStatus>;
}

/** Photo bytes when PHOTO_STORAGE=database (several instances on one PostgreSQL). */
export interface PhotoBlobsTable {
  storageKey: string;
  variant: string;
  contentType: string;
  bytes: Buffer;
  createdAt: Timestamp;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  /** JSON array of { filename, contentType, content (base64), cid? (an image shown in the HTML body) }. */
  attachments: string | null;
  kind: string;
  status: 'queued' | 'sent' | 'failed';
  error: string | null;
  createdAt: Timestamp;
  sentAt: string | null;
  /** When the recovery pass took the message, left queued by a server that stopped (null: never). */
  attemptedAt: NullableTimestamp;
  /** The stored message has a one-time link or code hidden: it can never be sent from the outbox. */
  secretsHidden: Flag;
}

export interface EventsTable {
  id: Generated<number>;
  type: string;
  actorId: number | null;
  subjectType: string | null;
  subjectId: number | null;
  summary: string;
  createdAt: Timestamp;
  /** The client a trusted contact (the actor) acted for (migration 911). */
  onBehalfOfId: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface JobLocksTable {
  name: string;
  lockedUntil: string;
  lockedBy: string;
}

/** Home watch (migration 901, docs/home-watch.md). */
export interface ChecklistTemplatesTable {
  id: Generated<number>;
  name: string;
  isDefault: Flag;
  createdAt: Timestamp;
  updatedAt: NullableTimestamp;
}

export interface ChecklistTemplateItemsTable {
  id: Generated<number>;
  templateId: number;
  section: string;
  label: string;
  /** Spanish of the section and the label (migration 431); null: not written, English shows. */
  sectionEs: string | null;
  labelEs: string | null;
  position: number;
}

export interface PropertiesTable {
  id: Generated<number>;
  clientId: number;
  label: string | null;
  addressLine: string;
  city: string;
  zip: string;
  county: FloridaCounty;
  awayFrom: string | null;
  awayUntil: string | null;
  alarmCompany: string | null;
  emergencyContacts: string | null;
  preferredVendors: string | null;
  /** Sealed with lib/secret-box.ts; only the visit's assigned staff member's call opens it. */
  accessNotesSealed: string | null;
  checklistTemplateId: number | null;
  createdAt: Timestamp;
  updatedAt: NullableTimestamp;
}

export interface PropertyChecklistItemsTable {
  id: Generated<number>;
  propertyId: number;
  section: string;
  label: string;
  /** Spanish of the section and the label (migration 431); null: not written, English shows. */
  sectionEs: string | null;
  labelEs: string | null;
  position: number;
}

export interface VisitPlansTable {
  id: Generated<number>;
  propertyId: number;
  frequency: VisitFrequency;
  startsOn: string;
  endsOn: string;
  startTime: string;
  staffId: number | null;
  active: Flag;
  createdAt: Timestamp;
}

export interface StormsTable {
  id: Generated<number>;
  name: string;
  phase: StormPhase;
  areaKind: StormAreaKind;
  areaDescription: string;
  date: string;
  createdById: number | null;
  createdAt: Timestamp;
}

export interface PropertyVisitsTable {
  id: Generated<number>;
  propertyId: number;
  /** The visit's appointment: its date, times, staff member and status. */
  appointmentId: number;
  planId: number | null;
  stormId: number | null;
  kind: Status<VisitKind>;
  startedAt: NullableTimestamp;
  finishedAt: NullableTimestamp;
  result: VisitResult | null;
  summary: string | null;
  reportSentAt: NullableTimestamp;
  createdAt: Timestamp;
}

/** A checklist item copied into a visit when it starts, with its answer and the owner's decision. */
export interface VisitItemsTable {
  id: Generated<number>;
  visitId: number;
  section: string;
  label: string;
  /** Spanish of the section and the label (migration 431); null: not written, English shows. */
  sectionEs: string | null;
  labelEs: string | null;
  position: number;
  answer: ItemAnswer | null;
  note: string | null;
  severity: FindingSeverity | null;
  answeredAt: NullableTimestamp;
  decision: FindingDecision | null;
  decisionNote: string | null;
  decidedAt: NullableTimestamp;
  repairRequestId: number | null;
}

export interface VisitPhotosTable {
  id: Generated<number>;
  itemId: number;
  visitId: number;
  storageKey: string;
  contentType: string;
  byteSize: number;
  width: number;
  height: number;
  uploadedById: number | null;
  uploadedAt: Timestamp;
}

/** The price list (migration 941, docs/billing.md). */
export interface PriceItemsTable {
  id: Generated<number>;
  kind: PriceItemKind;
  name: string;
  nameEs: string;
  description: ColumnType<string | null, string | null | undefined, string | null>;
  descriptionEs: ColumnType<string | null, string | null | undefined, string | null>;
  /** The price, the hourly rate, the travel fee, the fee per signature, or a fixed discount; cents. */
  amountCents: ColumnType<number | null, number | null | undefined, number | null>;
  /** A percentage discount, in basis points. */
  percentBp: ColumnType<number | null, number | null | undefined, number | null>;
  /** A package's included time. */
  minutes: ColumnType<number | null, number | null | undefined, number | null>;
  /** A travel fee's county. */
  county: ColumnType<string | null, string | null | undefined, string | null>;
  onLanding: Flag;
  popular: Flag;
  active: Flag;
  position: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
  updatedAt: NullableTimestamp;
}

export interface QuotesTable {
  id: Generated<number>;
  contactRequestId: ColumnType<number | null, number | null | undefined, number | null>;
  clientId: ColumnType<number | null, number | null | undefined, number | null>;
  recipientName: string;
  recipientEmail: string;
  language: Status<Locale>;
  status: Status<QuoteStatus>;
  currentVersion: ColumnType<number, number | undefined, number>;
  /** SHA-256 of the e-mailed link's token; the token itself is never stored. */
  linkTokenHash: ColumnType<string | null, string | null | undefined, string | null>;
  appointmentId: ColumnType<number | null, number | null | undefined, number | null>;
  createdById: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: Timestamp;
  updatedAt: NullableTimestamp;
}

export interface QuoteVersionsTable {
  id: Generated<number>;
  quoteId: number;
  version: number;
  notes: ColumnType<string | null, string | null | undefined, string | null>;
  validUntil: string;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** SHA-256 of the version's content: an approval names exactly what was approved. */
  contentHash: string;
  createdById: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: Timestamp;
  sentAt: NullableTimestamp;
}

/** A quote or invoice line: integer cents, quantities in hundredths. */
interface BillLineColumns {
  id: Generated<number>;
  position: number;
  kind: LineKind;
  description: string;
  quantityHundredths: number;
  unitCents: number;
  minutes: ColumnType<number | null, number | null | undefined, number | null>;
  percentBp: ColumnType<number | null, number | null | undefined, number | null>;
  amountCents: number;
}

export interface QuoteLinesTable extends BillLineColumns {
  quoteVersionId: number;
  priceItemId: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface QuoteResponsesTable {
  id: Generated<number>;
  quoteId: number;
  version: number;
  action: QuoteResponseAction;
  typedName: ColumnType<string | null, string | null | undefined, string | null>;
  message: ColumnType<string | null, string | null | undefined, string | null>;
  /** The signed-in person who answered, if any; a trusted contact answers for `onBehalfOfId`. */
  userId: ColumnType<number | null, number | null | undefined, number | null>;
  onBehalfOfId: ColumnType<number | null, number | null | undefined, number | null>;
  ipAddress: string;
  userAgent: ColumnType<string | null, string | null | undefined, string | null>;
  contentHash: string;
  createdAt: Timestamp;
}

export interface JobItemsTable {
  id: Generated<number>;
  appointmentId: number;
  kind: JobItemKind;
  description: string;
  amountCents: number;
  /** The receipt photo in photo storage. */
  receiptStorageKey: ColumnType<string | null, string | null | undefined, string | null>;
  addedById: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: Timestamp;
}

/** Counters taken inside the transaction that uses the number, so a number is never skipped. */
export interface NumberSequencesTable {
  name: string;
  lastValue: number;
}

export interface InvoicesTable {
  id: Generated<number>;
  number: number;
  kind: InvoiceKind;
  clientId: ColumnType<number | null, number | null | undefined, number | null>;
  recipientName: string;
  recipientEmail: string;
  language: Status<Locale>;
  quoteId: ColumnType<number | null, number | null | undefined, number | null>;
  quoteVersion: ColumnType<number | null, number | null | undefined, number | null>;
  appointmentId: ColumnType<number | null, number | null | undefined, number | null>;
  issuedOn: string;
  dueOn: string;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** The sum of its payments that are not voided, kept in the payment's transaction. */
  paidCents: ColumnType<number, number | undefined, number>;
  notes: ColumnType<string | null, string | null | undefined, string | null>;
  createdById: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: Timestamp;
  sentAt: NullableTimestamp;
  voidedAt: NullableTimestamp;
  voidReason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface InvoiceLinesTable extends BillLineColumns {
  invoiceId: number;
}

export interface PaymentsTable {
  id: Generated<number>;
  invoiceId: number;
  amountCents: number;
  method: PaymentMethod;
  /** A check's number or a Zelle confirmation. */
  reference: ColumnType<string | null, string | null | undefined, string | null>;
  /** An online provider's name and its payment id, for when one is added. */
  provider: ColumnType<string | null, string | null | undefined, string | null>;
  providerReference: ColumnType<string | null, string | null | undefined, string | null>;
  receivedOn: string;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  recordedById: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: Timestamp;
  receiptSentAt: NullableTimestamp;
  voidedAt: NullableTimestamp;
  voidReason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The notary journal: one entry per notarial act, never changed after its day. */
export interface NotaryEntriesTable {
  id: Generated<number>;
  actAt: string;
  actType: NotaryActType;
  document: string;
  signerName: string;
  signerAddress: string;
  idMethod: NotaryIdMethod;
  idType: ColumnType<NotaryIdType | null, NotaryIdType | null | undefined, NotaryIdType | null>;
  /** Sealed with lib/secret-box.ts; only admins open it, one entry at a time. */
  idNumberSealed: ColumnType<string | null, string | null | undefined, string | null>;
  signatures: ColumnType<number, number | undefined, number>;
  feeCents: number;
  appointmentId: ColumnType<number | null, number | null | undefined, number | null>;
  notes: ColumnType<string | null, string | null | undefined, string | null>;
  /** The entry this one corrects. */
  correctsEntryId: ColumnType<number | null, number | null | undefined, number | null>;
  enteredById: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: Timestamp;
  updatedAt: NullableTimestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  passwordResetTokens: PasswordResetTokensTable;
  serviceTypes: ServiceTypesTable;
  contactRequests: ContactRequestsTable;
  blogPosts: BlogPostsTable;
  blogComments: BlogCommentsTable;
  subscriptions: SubscriptionsTable;
  appointments: AppointmentsTable;
  chatMessages: ChatMessagesTable;
  chatConversations: ChatConversationsTable;
  chatPresence: ChatPresenceTable;
  furniturePhotos: FurniturePhotosTable;
  photoBlobs: PhotoBlobsTable;
  emailOutbox: EmailOutboxTable;
  events: EventsTable;
  jobLocks: JobLocksTable;
  checklistTemplates: ChecklistTemplatesTable;
  checklistTemplateItems: ChecklistTemplateItemsTable;
  properties: PropertiesTable;
  propertyChecklistItems: PropertyChecklistItemsTable;
  visitPlans: VisitPlansTable;
  storms: StormsTable;
  propertyVisits: PropertyVisitsTable;
  visitItems: VisitItemsTable;
  visitPhotos: VisitPhotosTable;
  trustedContacts: TrustedContactsTable;
  signInCodes: SignInCodesTable;
  recoveryCodes: RecoveryCodesTable;
  twoStepChallenges: TwoStepChallengesTable;
  appSettings: AppSettingsTable;
  businessHours: BusinessHoursTable;
  holidays: HolidaysTable;
  staffHours: StaffHoursTable;
  staffTimeOff: StaffTimeOffTable;
  staffServices: StaffServicesTable;
  staffCounties: StaffCountiesTable;
  calendarFeeds: CalendarFeedsTable;
  priceItems: PriceItemsTable;
  quotes: QuotesTable;
  quoteVersions: QuoteVersionsTable;
  quoteLines: QuoteLinesTable;
  quoteResponses: QuoteResponsesTable;
  jobItems: JobItemsTable;
  numberSequences: NumberSequencesTable;
  invoices: InvoicesTable;
  invoiceLines: InvoiceLinesTable;
  payments: PaymentsTable;
  notaryEntries: NotaryEntriesTable;
}

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
]);

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type EmailOutboxRow = Selectable<EmailOutboxTable>;
