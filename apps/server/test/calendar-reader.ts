import ICAL from 'ical.js';

/**
 * Reads an .ics file with ical.js, a parser nobody here wrote, so the tests check the files as a
 * calendar app would see them.
 */
export interface CalendarEvent {
  method: string | null;
  uid: string;
  sequence: number;
  status: string | null;
  summary: string;
  location: string | null;
  description: string | null;
  start: Date;
  end: Date;
  organizer: string | null;
  attendees: string[];
}

export function readCalendar(text: string): CalendarEvent {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent');
  if (events.length !== 1) throw new Error(`expected one event, found ${events.length}`);
  const event = events[0] as ICAL.Component;
  const value = (name: string) => {
    const v = event.getFirstPropertyValue(name);
    return v === null ? null : String(v);
  };
  // A calendar address's scheme is case-insensitive (RFC 3986): MAILTO: and mailto: are one.
  const address = (v: unknown) => String(v).replace(/^mailto:/i, 'mailto:');
  const time = (name: string) => (event.getFirstPropertyValue(name) as ICAL.Time).toJSDate();
  return {
    method: calendar.getFirstPropertyValue('method') as string | null,
    uid: String(value('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
    status: value('status'),
    summary: String(value('summary')),
    location: value('location'),
    description: value('description'),
    start: time('dtstart'),
    end: time('dtend'),
    organizer: value('organizer') && address(value('organizer')),
    attendees: event.getAllProperties('attendee').map((p) => address(p.getFirstValue())),
  };
}

/** The longest physical line of the file in octets, CRLF not counted (RFC 5545 allows 75). */
export function longestLineOctets(text: string): number {
  return Math.max(...text.split('\r\n').map((line) => Buffer.byteLength(line, 'utf8')));
}

/** The .ics attachments of one outbox row, decoded. */
export function calendarAttachments(attachments: string | null): { contentType: string; text: string }[] {
  const list = JSON.parse(attachments ?? '[]') as { filename: string; contentType: string; content: string }[];
  return list
    .filter((a) => a.filename.endsWith('.ics'))
    .map((a) => ({ contentType: a.contentType, text: Buffer.from(a.content, 'base64').toString('utf8') }));
}
