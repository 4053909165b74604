import { defaultBusiness, type Locale } from '@ta/shared';
import { escapeHtml, mailIntl } from '../i18n/mail-intl.js';

export { escapeHtml };

export interface EmailContact {
  phoneDisplay: string;
  phoneE164: string;
  email: string;
}

/** An image carried by the e-mail itself (an attachment with this `cid`), shown in the HTML body. */
export interface EmailImage {
  cid: string;
  alt: string;
  width: number;
  height: number;
}

/** A titled part after the paragraphs (a report's findings), with images under its text. */
export interface EmailBlock {
  heading: string;
  /** Plain text; a line break inside a paragraph is kept. */
  paragraphs: string[];
  images?: EmailImage[];
}

export interface EmailContent {
  businessName: string;
  heading: string;
  /** Plain text; a line break inside a paragraph is kept. */
  paragraphs: string[];
  /** After the paragraphs, before the action. */
  blocks?: EmailBlock[];
  /** The one thing the reader is asked to do, shown as a large button-like link. */
  action?: { label: string; url: string };
  /** A closing line above the contact details, e.g. why the reader got this e-mail. */
  footer?: string;
  /**
   * A newsletter's: the reader's own unsubscribe link, shown at the foot with the business's postal
   * address (CAN-SPAM asks for both in every such e-mail).
   */
  unsubscribe?: string;
  /** Who to call or write to; the configured business by default. */
  contact?: EmailContact;
  /** The reader's language (docs/i18n.md): the layout's own words follow it. English by default, as staff read. */
  language?: Locale;
}

export interface RenderedEmail {
  text: string;
  html: string;
}

/**
 * Every e-mail greets its reader by first name ("Hello Margaret,"). Some records keep only a full
 * name (an appointment's client, a chat visitor): its first word is the first name. No name at all
 * gives a plain "Hello,". In Spanish: "Hola, Margaret:".
 */
export function greeting(name: string | null | undefined, language: Locale = 'en'): string {
  const first = name?.trim().split(/\s+/)[0] ?? '';
  const intl = mailIntl(language);
  return first ? intl.t('layout.greeting', { name: first }) : intl.t('layout.greeting-no-name');
}

const escapeLines = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

/** Links in our e-mails point at the site; refusing other schemes keeps javascript: and data: out. */
function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`E-mail links must be http(s), got ${parsed.protocol}`);
  }
  return parsed.href;
}

// Inline styles only: many mail clients drop <style> blocks. Dark text on white, 18px body text.
const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#1c1917;';
const P_STYLE = `${FONT}font-size:18px;line-height:1.6;margin:0 0 16px;`;
const BUTTON_STYLE =
  'display:inline-block;padding:14px 28px;background:#1d4ed8;color:#ffffff;font-family:Arial,Helvetica,sans-serif;' +
  'font-size:18px;font-weight:bold;line-height:1.2;text-decoration:none;border-radius:6px;';
const SMALL_STYLE = `${FONT}font-size:16px;line-height:1.6;margin:0 0 8px;color:#44403c;`;
const IMAGE_STYLE = 'display:inline-block;margin:0 8px 8px 0;border:1px solid #d6d3d1;border-radius:4px;';

function blockHtml(block: EmailBlock): string {
  const images = (block.images ?? [])
    .map(
      (image) =>
        `<img src="cid:${escapeHtml(image.cid)}" alt="${escapeHtml(image.alt)}" width="${Math.round(image.width)}" height="${Math.round(image.height)}" style="${IMAGE_STYLE}">`,
    )
    .join('');
  return [
    `<h2 style="${FONT}font-size:21px;line-height:1.3;margin:24px 0 12px;">${escapeHtml(block.heading)}</h2>`,
    ...block.paragraphs.map((p) => `<p style="${P_STYLE}">${escapeLines(p)}</p>`),
    ...(images ? [`<p style="${P_STYLE}">${images}</p>`] : []),
  ].join('\n');
}

/** One simple, accessible layout for every e-mail, with an equivalent plain-text body. */
export function renderEmail(content: EmailContent): RenderedEmail {
  const contact = content.contact ?? defaultBusiness;
  const intl = mailIntl(content.language ?? 'en');
  const action = content.action && { label: content.action.label, url: safeUrl(content.action.url) };
  const contactValues = { phone: contact.phoneDisplay, email: contact.email };
  const contactLine = intl.t('layout.questions', contactValues);
  const contactHtml = intl.html('layout.questions', contactValues, {
    tel: (inner) => `<a href="tel:${escapeHtml(contact.phoneE164)}" style="color:#1d4ed8;">${inner}</a>`,
    mail: (inner) => `<a href="mailto:${escapeHtml(contact.email)}" style="color:#1d4ed8;">${inner}</a>`,
  });

  const unsubscribe = content.unsubscribe === undefined ? undefined : safeUrl(content.unsubscribe);
  const postal = `${content.businessName}, ${defaultBusiness.addressLine}`;
  const blocks = content.blocks ?? [];
  const text = [
    content.heading,
    ...content.paragraphs,
    // A block's heading keeps its case (capitals are hard to read); a rule under it marks it as a title.
    ...blocks.flatMap((block) => [
      `${block.heading}\n${'-'.repeat(Math.min(block.heading.length, 40))}`,
      ...block.paragraphs,
    ]),
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(content.footer ? [content.footer] : []),
    `${content.businessName}\n${contactLine}`,
    ...(unsubscribe ? [`${intl.t('layout.unsubscribe')}: ${unsubscribe}\n${postal}`] : []),
  ].join('\n\n');

  const paragraphs = [
    ...content.paragraphs.map((p) => `<p style="${P_STYLE}">${escapeLines(p)}</p>`),
    ...blocks.map(blockHtml),
  ].join('\n');
  const button = action
    ? `<p style="${P_STYLE}margin:24px 0;"><a href="${escapeHtml(action.url)}" style="${BUTTON_STYLE}">${escapeHtml(action.label)}</a></p>
<p style="${SMALL_STYLE}">${escapeHtml(intl.t('layout.button-fallback'))}<br><a href="${escapeHtml(action.url)}" style="color:#1d4ed8;word-break:break-all;">${escapeHtml(action.url)}</a></p>`
    : '';
  const footer = content.footer ? `<p style="${SMALL_STYLE}">${escapeLines(content.footer)}</p>` : '';

  const html = `<!doctype html>
<html lang="${intl.tag}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.heading)}</title>
</head>
<body style="margin:0;padding:0;background:#f5f5f4;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f4;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;">
<tr><td style="padding:32px 28px;">
<p style="${FONT}font-size:16px;font-weight:bold;margin:0 0 16px;color:#44403c;">${escapeHtml(content.businessName)}</p>
<h1 style="${FONT}font-size:26px;line-height:1.3;margin:0 0 20px;">${escapeHtml(content.heading)}</h1>
${paragraphs}
${button}
<hr style="border:none;border-top:1px solid #d6d3d1;margin:28px 0 20px;">
${footer}
<p style="${SMALL_STYLE}">${contactHtml}</p>
${unsubscribe ? `<p style="${SMALL_STYLE}"><a href="${escapeHtml(unsubscribe)}" style="color:#1d4ed8;">${escapeHtml(intl.t('layout.unsubscribe'))}</a><br>${escapeHtml(postal)}</p>` : ''}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  return { text: `${text}\n`, html };
}
