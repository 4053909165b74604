import { APPOINTMENT_STATUS_LABELS, CONTACT_STATUS_LABELS, type AdminSearchResults } from '@ta/shared';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatAppointmentDate, formatAppointmentTime } from '../../../lib/appointment-format';
import { resultHref } from '../search-links';

const label = (labels: Record<string, string>, value: string) => labels[value] ?? value;

function Group({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-line bg-white p-5 shadow-card">
      <h2 id={id} className="text-2xl">
        {title} <span className="text-lg font-normal text-muted">({count === 0 ? 'none' : count})</span>
      </h2>
      {count === 0 ? <p className="mt-2 text-muted">No matches.</p> : <ul className="mt-3 space-y-2">{children}</ul>}
    </section>
  );
}

/** Long e-mail addresses and usernames wrap anywhere rather than widen the page on a phone. */
function Result({ href, title, detail }: { href: string; title: string; detail: string }) {
  return (
    <li>
      <Link
        href={href}
        className="flex min-h-11 flex-col justify-center rounded-lg px-2 py-1 no-underline hover:bg-brand-50"
      >
        <span className="font-bold wrap-anywhere text-brand-800 underline underline-offset-4">{title}</span>
        <span className="text-base wrap-anywhere text-muted">{detail}</span>
      </Link>
    </li>
  );
}

/** Up to five of each kind, each leading to its screen; Users only for admins. */
export function SearchResults({ results, showUsers }: { results: AdminSearchResults; showUsers: boolean }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Group id="results-contacts" title="Contact requests" count={results.contacts.length}>
        {results.contacts.map((c) => (
          <Result
            key={c.id}
            href={resultHref.contact(c)}
            title={c.name}
            detail={`${c.email} · ${c.serviceInterest} · ${label(CONTACT_STATUS_LABELS, c.status)} · ${c.trackingToken}`}
          />
        ))}
      </Group>
      {showUsers ? (
        <Group id="results-users" title="Users" count={results.users.length}>
          {results.users.map((u) => (
            <Result
              key={u.id}
              href={resultHref.user(u)}
              title={`${u.name} (@${u.username})`}
              detail={`${u.email} · ${u.role} · ${u.active ? 'Active' : 'Inactive'}`}
            />
          ))}
        </Group>
      ) : null}
      <Group id="results-posts" title="Blog posts" count={results.posts.length}>
        {results.posts.map((p) => (
          <Result
            key={p.id}
            href={resultHref.post(p)}
            title={p.title}
            detail={`/${p.slug} · ${p.published ? 'Published' : 'Draft'}`}
          />
        ))}
      </Group>
      <Group id="results-appointments" title="Appointments" count={results.appointments.length}>
        {results.appointments.map((a) => (
          <Result
            key={a.id}
            href={resultHref.appointment(a)}
            title={a.clientName}
            detail={`${formatAppointmentDate(a.appointmentDate)} at ${formatAppointmentTime(a.startTime)} · ${label(
              APPOINTMENT_STATUS_LABELS,
              a.status,
            )} · ${a.clientEmail}`}
          />
        ))}
      </Group>
    </div>
  );
}
