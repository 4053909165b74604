import { clientVisitReportPath, defaultBusiness, type Locale, type VisitItem, type VisitReport } from '@ta/shared';
import { sendCircleCopies, circleRecipients } from '../circle/index.js';
import { mailIntl } from '../../i18n/mail-intl.js';
import { greeting, renderEmail, type EmailBlock } from '../../mail/email-templates.js';
import type { EmailAttachment } from '../../mail/mailer.js';
import { buildVisitReport, findingsOf, isUrgent, reportInLanguage, reportWords } from './visit-report.js';
import { renderVisitReportPdf } from './visit-report-pdf.js';
import { loadReportThumbnails, type Thumbnail } from './visit-report-thumbnails.js';
import type { ServiceContext } from '../service-context.js';
import { officeRecipients, recipientsContext, type StaffRecipient } from '../office/index.js';
import { textAboutClient } from '../sms/index.js';
import { requestFeedback } from '../feedback/index.js';

/** Long side of a thumbnail in the e-mail, in CSS pixels (the stored ones are larger: sharper on dense screens). */
const EMAIL_THUMB = 160;

/**
 * Sends a finished visit's report, once: to the owner (in their language, with the findings, the
 * photos as thumbnails inside the e-mail and the PDF attached) and, when the result or a finding
 * is urgent, an alert to the office. The owner's trusted contacts with the `notices` right get a
 * copy, in their own language (PDF included); then the owner is asked for feedback. Called when the visit finishes; a second call, or a
 * call for a visit not finished, sends nothing. The property's access notes are never read here.
 */
export async function deliverVisitReport(ctx: ServiceContext, visitId: number): Promise<void> {
  if (!(await ctx.repos.visitReports.claimReportSending(visitId, new Date().toISOString()))) return;
  let report: VisitReport;
  let copies: CopyFiles;
  try {
    const built = await buildVisitReport(ctx.repos, visitId);
    if (!built) return;
    report = built.report;
    const { header } = built;
    const thumbnails = await loadReportThumbnails(ctx.photoStorage, await ctx.repos.visitReports.photos(visitId));
    const language = header.ownerLanguage;
    const pdf = await renderVisitReportPdf(report, thumbnails, language);
    const owner = { email: header.ownerEmail, firstName: header.ownerFirstName, language };
    await sendOwnerReport(ctx, report, owner, { pdf, thumbnails });
    copies = {
      ownerId: header.ownerId,
      ownerName: `${header.ownerFirstName} ${header.ownerLastName}`,
      thumbnails,
      pdf,
    };
  } catch (err) {
    // The owner's e-mail did not go out: let a later call send the report.
    await ctx.repos.visitReports.releaseReportSending(visitId);
    throw err;
  }
  await sendCopies(ctx, report, copies);
  await textReportReady(ctx, visitId, copies.ownerId, copies.ownerName);
  if (isUrgent(report.visit.result, report.items)) await alertOffice(ctx, report);
  await askForFeedback(ctx, visitId);
}

/** A home check is a visit like any other: its owner is asked for feedback once the report is out (docs/feedback.md). */
async function askForFeedback(ctx: ServiceContext, visitId: number) {
  const visit = await ctx.repos.visits.summary(visitId);
  const appointment = visit ? await ctx.repos.appointments.findById(visit.appointmentId) : undefined;
  if (appointment) await ctx.inTransaction((tx) => requestFeedback(tx, appointment));
}

/**
 * "The home check of your house is done. Read the report: …" (docs/sms.md): to the owner and the
 * contacts with the reports right who chose visit texts, in their language, once per visit.
 */
async function textReportReady(ctx: ServiceContext, visitId: number, ownerId: number, ownerName: string) {
  await textAboutClient(ctx, {
    clientId: ownerId,
    kind: 'visit_steps',
    circleRight: 'reports',
    event: `home-check-${visitId}`,
    write: (recipient) => {
      const intl = mailIntl(recipient.language);
      return {
        body: intl.t(`sms.home-check-done.${recipient.copy ? 'other' : 'you'}`, {
          client: ownerName.split(' ')[0] ?? ownerName,
          link: intl.link(ctx.publicUrl, clientVisitReportPath(visitId)),
        }),
      };
    },
  });
}

const scaled = (t: Thumbnail) => {
  const scale = Math.min(1, EMAIL_THUMB / Math.max(t.width, t.height, 1));
  return { width: t.width * scale, height: t.height * scale };
};

const photoCid = (photoId: number) => `visit-photo-${photoId}@report`;

/** The report e-mail's parts in `language`, for the owner or a trusted contact's copy. */
function reportEmail(
  ctx: ServiceContext,
  stored: VisitReport,
  language: Locale,
  files: { pdf: Buffer; thumbnails: ReadonlyMap<number, Thumbnail> },
) {
  const report = reportInLanguage(stored, language);
  const words = reportWords(report, language);
  const { intl } = words;
  const findings = findingsOf(report.items);
  const attachments: EmailAttachment[] = [];
  const blocks: EmailBlock[] = findings.map((item) => {
    const images = item.photos.flatMap((photo) => {
      const thumbnail = files.thumbnails.get(photo.id);
      if (!thumbnail) return [];
      const cid = photoCid(photo.id);
      attachments.push({ filename: `photo-${photo.id}.jpg`, contentType: 'image/jpeg', content: thumbnail.bytes, cid });
      return [{ cid, alt: intl.t('report.photo-alt', { label: item.label }), ...scaled(thumbnail) }];
    });
    return {
      heading: words.finding(item),
      paragraphs: [words.itemChecked(item), ...(words.fullNote(item) ? [words.fullNote(item) as string] : [])],
      images,
    };
  });
  attachments.push({
    filename: intl.t('report.file-name', { date: report.visit.date }),
    contentType: 'application/pdf',
    content: files.pdf,
  });

  const facts = [
    `${intl.t('report.label.visit')}: ${words.kind}`,
    `${intl.t('report.label.time-in')}: ${words.timeIn}`,
    `${intl.t('report.label.time-out')}: ${words.timeOut}`,
    `${intl.t('report.label.staff')}: ${words.staff}`,
  ].join('\n');
  return {
    subject: intl.t('report.subject', { property: report.property.name, result: words.result }),
    heading: intl.t('report.title'),
    paragraphs: [
      intl.t('report.intro', { property: report.property.name, date: words.date, result: words.result }),
      facts,
      ...(report.visit.summary ? [`${intl.t('report.label.summary')}: ${report.visit.summary}`] : []),
      findings.length === 0 ? intl.t('report.no-findings') : intl.t('report.decide'),
      intl.t('report.pdf-attached'),
    ],
    blocks,
    action: { label: intl.t('report.action'), url: intl.link(ctx.publicUrl, clientVisitReportPath(report.visit.id)) },
    attachments,
  };
}

async function sendOwnerReport(
  ctx: ServiceContext,
  report: VisitReport,
  owner: { email: string; firstName: string; language: Locale },
  files: { pdf: Buffer; thumbnails: ReadonlyMap<number, Thumbnail> },
) {
  const email = reportEmail(ctx, report, owner.language, files);
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: email.heading,
    paragraphs: [greeting(owner.firstName, owner.language), ...email.paragraphs],
    blocks: email.blocks,
    action: email.action,
    footer: mailIntl(owner.language).t('report.footer'),
    language: owner.language,
  });
  await ctx.mailer.send({
    to: owner.email,
    subject: email.subject,
    text,
    html,
    kind: 'visit-report',
    attachments: email.attachments,
  });
}

interface CopyFiles {
  ownerId: number;
  ownerName: string;
  thumbnails: ReadonlyMap<number, Thumbnail>;
  /** The owner's PDF, in the owner's language; a contact reading another gets one made for them. */
  pdf: Buffer;
}

/**
 * The owner's trusted contacts with `notices` get the report too, in their own language (the PDF
 * made once per language). The owner's e-mail went out already: a copy is not sent twice.
 */
async function sendCopies(ctx: ServiceContext, report: VisitReport, files: CopyFiles) {
  const recipients = await circleRecipients(ctx.repos, files.ownerId, 'notices');
  if (recipients.length === 0) return;
  const pdfs = new Map<Locale, Buffer>();
  for (const language of new Set(recipients.map((r) => r.language))) {
    pdfs.set(language, await renderVisitReportPdf(report, files.thumbnails, language));
  }
  await sendCircleCopies(ctx, { id: files.ownerId, name: files.ownerName.trim() }, (_, contact) => {
    const pdf = pdfs.get(contact.language) ?? files.pdf;
    return {
      kind: 'visit-report',
      ...reportEmail(ctx, report, contact.language, { pdf, thumbnails: files.thumbnails }),
    };
  });
}

/** The office hears of an urgent finding at once, in English, with a link to the visit (never its access notes). */
async function alertOffice(ctx: ServiceContext, report: VisitReport) {
  const words = reportWords(report, 'en');
  const urgent = findingsOf(report.items).filter((i) => i.severity === 'urgent');
  const url = `${ctx.publicUrl}/admin/visits/${report.visit.id}`;
  const recipients: StaffRecipient[] = await officeRecipients(recipientsContext(ctx));
  for (const recipient of recipients) {
    const { text, html } = renderEmail({
      businessName: defaultBusiness.name,
      heading: 'Urgent finding at a home check',
      paragraphs: [
        greeting(recipient.firstName),
        `The home check of ${report.property.name} (${report.property.address}) on ${words.date} found ` +
          `${urgent.length === 0 ? 'the house needs urgent attention' : `${urgent.length} urgent ${urgent.length === 1 ? 'issue' : 'issues'}`}.`,
        `Checked by: ${words.staff}. Time out: ${words.timeOut}.`,
        ...(report.visit.summary ? [`Summary: ${report.visit.summary}`] : []),
        ...urgent.map(
          (item: VisitItem) => `Found: ${item.note ?? '(no note)'}\nItem checked: ${item.section} — ${item.label}`,
        ),
        'The owner has been sent the report.',
      ],
      action: { label: 'Open the visit', url },
      footer: 'You are receiving this because you are on the office list for new work.',
    });
    await ctx.mailer.send({
      to: recipient.email,
      subject: `Urgent: home check of ${report.property.name}`,
      text,
      html,
      kind: 'visit-urgent-alert',
    });
  }
}
