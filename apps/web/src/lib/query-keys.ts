/**
 * Every query key the browser uses, one factory per resource (the "query key factory" of TkDodo's
 * "Effective React Query Keys"). A key is [resource, kind of read, what narrows it], so:
 * - a write refreshes everything it changed by the resources' prefixes (`refresh-after.ts` says which);
 * - the server fills the very keys a page reads before rendering it (each route's `prefetch` in
 *   app/routes.tsx), and the browser hydrates them unchanged.
 * Keys say what is read, not where from: the API paths stay in each feature's `api/` files.
 */
export const queryKeys = {
  /** Invoices (docs/invoices.md): the back office's list by state, one invoice, the dashboard's sums, a visit's draft; the client's own; a pay link's. */
  invoices: {
    all: ['invoices'] as const,
    list: (state: string) => ['invoices', 'list', state] as const,
    detail: (id: number) => ['invoices', 'detail', id] as const,
    summary: ['invoices', 'summary'] as const,
    draft: (appointmentId: number) => ['invoices', 'draft', appointmentId] as const,
    mine: ['invoices', 'mine'] as const,
    mineDetail: (id: number) => ['invoices', 'mine', id] as const,
    /** An invoice read by its e-mailed pay link, signed out (docs/payments.md). */
    payLink: (token: string) => ['invoices', 'pay-link', token] as const,
  },
  /** The signed-in person, or null; the server seeds it into every page. */
  session: ['session'] as const,
  /** The services a request or an appointment can be for. */
  serviceTypes: ['service-types'] as const,
  /**
   * The price list: the landing page's public read, and the back office's items and billing rules
   * (docs/billing.md, "The price list"). A change refreshes all three.
   */
  priceList: {
    all: ['price-list'] as const,
    public: () => ['price-list', 'public'] as const,
    items: () => ['price-list', 'items'] as const,
    rules: () => ['price-list', 'rules'] as const,
  },
  /** The open times of a service (docs/booking.md): by service, county and first day, as the URL has them. */
  bookingSlots: (query: { serviceTypeId: string; county: string; from: string }) => ['booking-slots', query] as const,
  /** The active staff and admins work can be given to. */
  staffDirectory: ['staff-directory'] as const,
  /** The client's own choice of visit-step e-mails (the account page). */
  visitNotices: ['visit-notices'] as const,
  /** Whether the signed-in person has a calendar feed (never its address). */
  calendarFeed: ['calendar-feed'] as const,
  /** The account holder's card on file and autopay (decision 077); null when card payments are off. */
  paymentCard: ['payment-card'] as const,
  /** The account holder's texts (docs/sms.md); a client's in the back office. */
  textChoices: ['texts'] as const,
  clientTexts: (clientId: number) => ['texts', 'client', clientId] as const,
  /** The client's referral code and the friends who came with it (docs/referrals.md). */
  referral: ['referral'] as const,
  /** The client's own standing visits (docs/service-plans.md). */
  myPlans: ['my-plans'] as const,
  /** Who referred a client and whom they referred, in the back office. */
  clientReferrals: (clientId: number) => ['referral', 'client', clientId] as const,
  /** Feedback after a visit (docs/feedback.md): a link's visit, the owner's scores, a client's answers. */
  feedback: {
    link: (token: string) => ['feedback', 'link', token] as const,
    overview: ['feedback', 'overview'] as const,
    client: (clientId: number) => ['feedback', 'client', clientId] as const,
  },
  /** Standing visits (service plans), as the back office reads them: every running plan with the days to book by hand, a client's plans. */
  servicePlans: {
    all: ['service-plans'] as const,
    office: ['service-plans', 'office'] as const,
    client: (clientId: number) => ['service-plans', 'client', clientId] as const,
  },
  /** A client's card on file and autopay, as the back office reads it. */
  clientPaymentCard: (clientId: number) => ['payment-card', 'client', clientId] as const,
  /** The back office's dashboard: counts and recent activity. */
  dashboard: ['dashboard'] as const,

  blog: {
    all: ['blog'] as const,
    /** The public list: published posts. */
    published: () => ['blog', 'published'] as const,
    /** One published post by its slug (decoded, as the router gives it). */
    post: (slug: string) => ['blog', 'post', slug] as const,
    /** A published post's approved comments, with their replies (docs/blog-comments.md). */
    comments: (slug: string) => ['blog', 'comments', slug] as const,
    adminList: (params: object) => ['blog', 'admin-list', params] as const,
    adminPost: (id: number) => ['blog', 'admin-post', id] as const,
  },
  /**
   * Blog comments as the office moderates them (docs/blog-comments.md): a list (waiting, approved, spam)
   * by page.
   */
  blogComments: {
    all: ['blog-comments'] as const,
    office: (params: { status: string; page: number }) => ['blog-comments', 'office', params] as const,
  },
  /** The newsletter in the back office (docs/newsletter.md): the subscriber list by search and page, a post's sending. */
  newsletter: {
    all: ['newsletter'] as const,
    subscribers: (params: { search: string; page: number }) => ['newsletter', 'subscribers', params] as const,
    postSend: (postId: number) => ['newsletter', 'post-send', postId] as const,
  },

  /** Requests sent through the site's forms (contact requests), whoever reads them. */
  contacts: {
    all: ['contacts'] as const,
    list: (params: object) => ['contacts', 'list', params] as const,
    counts: (search: string) => ['contacts', 'counts', { search }] as const,
    detail: (id: number | string) => ['contacts', 'detail', String(id)] as const,
    /** What became of a request: its appointments and photos. */
    related: (id: number | string) => ['contacts', 'related', String(id)] as const,
    /** The signed-in client's own requests. */
    mine: () => ['contacts', 'mine'] as const,
    /** A request looked up by its tracking code (null: nothing to look up). */
    tracked: (token: string | null) => ['contacts', 'tracked', token] as const,
  },

  appointments: {
    all: ['appointments'] as const,
    /** The calendar's list for a day or a week. */
    list: (params: object) => ['appointments', 'list', params] as const,
    /** The appointments made for one client e-mail (the photo screen's Link dialog). */
    forEmail: (email: string) => ['appointments', 'for-email', email] as const,
    summary: (date: string) => ['appointments', 'summary', { date }] as const,
    detail: (id: number | string) => ['appointments', 'detail', String(id)] as const,
    /** The signed-in client's own appointments. */
    mine: () => ['appointments', 'mine'] as const,
    /** The open times one of the client's visits can move to, from a day (docs/booking.md). */
    moveSlots: (id: number | string, from: string) => ['appointments', 'move-slots', String(id), from] as const,
  },

  /** The signed-in client's home-watch properties, their visits and the visits' reports. */
  clientProperties: {
    all: ['client-properties'] as const,
    mine: () => ['client-properties', 'mine'] as const,
    /** One property with its visit history. */
    detail: (id: number | string) => ['client-properties', 'detail', String(id)] as const,
    /** A finished visit's report. */
    report: (visitId: number | string) => ['client-properties', 'report', String(visitId)] as const,
  },

  /** Quotes (docs/quotes.md): the client's, the e-mailed link's, and the back office's builder. */
  quotes: {
    all: ['quotes'] as const,
    mine: () => ['quotes', 'mine'] as const,
    mineDetail: (id: number | string) => ['quotes', 'mine', String(id)] as const,
    link: (token: string) => ['quotes', 'link', token] as const,
    staffList: (filter: { status: string; contactRequestId?: number | undefined }) =>
      ['quotes', 'staff', 'list', filter] as const,
    staffDetail: (id: number | string) => ['quotes', 'staff', 'detail', String(id)] as const,
    priceItems: () => ['quotes', 'price-items'] as const,
  },

  /** Projects: appointments with a project status (approved, in progress, completed). */
  projects: {
    all: ['projects'] as const,
    list: (params: object) => ['projects', 'list', params] as const,
    counts: () => ['projects', 'counts'] as const,
  },

  /** Furniture photos, grouped by client e-mail. */
  photos: {
    all: ['photos'] as const,
    groups: (params: object) => ['photos', 'groups', params] as const,
  },

  /** Home-watch visits as staff do them: a day's list, one visit. */
  visits: {
    all: ['visits'] as const,
    day: (date: string) => ['visits', 'day', { date }] as const,
    detail: (id: number | string) => ['visits', 'detail', String(id)] as const,
  },
  /**
   * A visit's access notes (gate, lockbox and alarm codes): read only while shown, never kept once the
   * box closes (garbage-collected at once, never written into the server render). Outside `visits` so
   * no refresh after a write reads them again.
   */
  visitAccessNotes: (id: number | string) => ['visit-access-notes', String(id)] as const,

  users: {
    all: ['users'] as const,
    list: (params: object) => ['users', 'list', params] as const,
    detail: (id: number | string) => ['users', 'detail', String(id)] as const,
  },

  /** The signed-in person's two-step sign-in and open sessions; the admin's security setting. */
  twoStep: {
    status: ['two-step', 'status'] as const,
    sessions: ['two-step', 'sessions'] as const,
    settings: ['two-step', 'settings'] as const,
  },

  /** Home-watch properties, with their plans, visits and checklist (the back office's screens). */
  properties: {
    all: ['properties'] as const,
    list: (search: string) => ['properties', 'list', { search }] as const,
    detail: (id: number | string) => ['properties', 'detail', String(id)] as const,
    /** The clients a new property can belong to, by a search term. */
    clients: (search: string) => ['properties', 'clients', { search }] as const,
  },

  /** Checklist templates (admins edit them; a property picks one). */
  checklists: {
    all: ['checklists'] as const,
    list: () => ['checklists', 'list'] as const,
    detail: (id: number | string) => ['checklists', 'detail', String(id)] as const,
  },

  /** The latest comparison of card payments with Stripe's (docs/payments-reconciliation.md). */
  reconciliation: ['reconciliation'] as const,

  outbox: {
    all: ['outbox'] as const,
    list: (params: object) => ['outbox', 'list', params] as const,
  },

  chat: {
    all: ['chat'] as const,
    /** Every page of the staff inbox's list. */
    lists: () => ['chat', 'conversations'] as const,
    list: (params: object) => ['chat', 'conversations', params] as const,
    conversation: (id: string) => ['chat', 'conversation', id] as const,
    unread: () => ['chat', 'unread'] as const,
    /** The owner's canned replies, typed with "/" in the reply box. */
    cannedReplies: () => ['chat', 'canned-replies'] as const,
    /** A visitor's own conversation, in the chat panel. */
    history: (conversationId: string) => ['chat', 'history', conversationId] as const,
  },

  /** Storm mode: the storms and each storm's board of checks. */
  storms: {
    all: ['storms'] as const,
    list: () => ['storms', 'list'] as const,
    board: (id: number | string) => ['storms', 'board', String(id)] as const,
  },

  /** The client's circle (docs/circle.md): trusted contacts, the access log, invitations, helped accounts. */
  circle: {
    all: ['circle'] as const,
    /** The account holder's own circle. */
    mine: () => ['circle', 'mine'] as const,
    /** What the account holder's trusted contacts did for them. */
    log: () => ['circle', 'log'] as const,
    /** An invitation as its link shows it (null: not valid). */
    invitation: (token: string) => ['circle', 'invitation', token] as const,
    /** The accounts the signed-in person helps with. */
    helped: () => ['circle', 'helped'] as const,
    /** A client's circle, as the back office sees it. */
    ofClient: (clientId: number | string) => ['circle', 'client', String(clientId)] as const,
  },

  /** The notary journal (admins): a month's entries, and the new-entry form's fee and appointments. */
  notary: {
    all: ['notary'] as const,
    month: (month: string) => ['notary', 'month', month] as const,
    choices: () => ['notary', 'choices'] as const,
  },
  /** The availability screens: opening hours, holidays, the cut-off, services' rules, each staff member's. */
  availability: {
    all: ['availability'] as const,
    openingHours: () => ['availability', 'opening-hours'] as const,
    holidays: () => ['availability', 'holidays'] as const,
    settings: () => ['availability', 'settings'] as const,
    services: () => ['availability', 'services'] as const,
    staff: (id: number | string) => ['availability', 'staff', String(id)] as const,
    /** The signed-in staff member's own. */
    own: () => ['availability', 'own'] as const,
  },

  /** The back office's search results for a term (trimmed). */
  search: {
    all: ['search'] as const,
    results: (term: string) => ['search', term.trim()] as const,
  },
};
