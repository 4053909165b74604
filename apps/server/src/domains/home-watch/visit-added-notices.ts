import { defaultBusiness, openingHoursSentence, type Locale, type VisitSummary } from '@ta/shared';
import { mailIntl, type MailIntl } from '../../i18n/mail-intl.js';
import { describeAppointmentTime } from '../../lib/appointment-time.js';
import { sendCircleCopies } from '../circle/index.js';
import { greeting, renderEmail } from '../../mail/email-templates.js';
import { sendWorkGivenNotice } from '../office/index.js';
import type { ServiceContext } from '../service-context.js';

/**
 * A home-watch visit added by hand is told like other new visits (docs/home-watch.md, "Who is
 * told"): the owner, in their language, and the people of their circle who get notices; and the
 * staff member put down for it, unless they added it themselves. The e-mails name the property,
 * the day and the time; never the access notes, which only the assigned staff member opens.
 */
export async function tellOfAddedVisit(
  ctx: ServiceContext,
  actor: { id: number; firstName: string; lastName: string },
  clientId: number,
  visit: VisitSummary,
): Promise<void> {
  const owner = await ctx.repos.users.findById(clientId);
  if (owner?.active) {
    const { subject, heading, paragraphs, action, footer } = ownerWords(ctx.publicUrl, visit, owner.language);
    const { text, html } = renderEmail({
      businessName: defaultBusiness.name,
      heading,
      paragraphs: [greeting(owner.firstName, owner.language), ...paragraphs],
      action,
      footer,
      language: owner.language,
    });
    await ctx.mailer.send({ to: owner.email, subject, text, html, kind: 'visit-added' });
    await sendCircleCopies(ctx, { id: owner.id, name: visit.clientName }, (_intl, contact) => {
      const words = ownerWords(ctx.publicUrl, visit, contact.language);
      return { ...words, kind: 'visit-added' };
    });
  }
  const staff = visit.staffId === null ? undefined : await ctx.repos.staff.findActive(visit.staffId);
  if (staff && staff.id !== actor.id) {
    await sendWorkGivenNotice(ctx.mailer, ctx.publicUrl, staff, actor, { kind: 'visit', visit });
  }
}

function ownerWords(publicUrl: string, visit: VisitSummary, language: Locale) {
  const intl: MailIntl = mailIntl(language);
  const when = describeAppointmentTime(
    { appointmentDate: visit.date, startTime: visit.startTime, endTime: visit.endTime },
    language,
  );
  const property = visit.propertyName;
  return {
    subject: intl.t('visit-added.subject', { property, when }),
    heading: intl.t('visit-added.heading'),
    paragraphs: [
      intl.t('visit-added.intro', { property, when }),
      intl.t('visit-added.report'),
      intl.t('visit-added.questions', {
        phone: defaultBusiness.phoneDisplay,
        hours: openingHoursSentence(intl.language),
      }),
    ],
    action: { label: intl.t('visit-added.action'), url: intl.link(publicUrl, `/properties/${visit.propertyId}`) },
    footer: intl.t('visit-added.footer'),
  };
}
