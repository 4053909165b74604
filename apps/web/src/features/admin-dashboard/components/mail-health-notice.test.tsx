import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { MailHealthNotice } from './mail-health-notice';

const render = (mail: Parameters<typeof MailHealthNotice>[0]['mail']) =>
  renderToStaticMarkup(
    <Router ssrPath="/admin">
      <MailHealthNotice mail={mail} />
    </Router>,
  );

describe('MailHealthNotice', () => {
  it('says in words how many e-mails failed or wait for another try, and links to the outbox', () => {
    const html = render({ days: 7, failed: 2, retrying: 1 });
    expect(html).toContain('role="alert"');
    expect(html).toContain('E-mail is not getting through');
    expect(html).toContain(
      'In the last 7 days, 2 e-mails could not be sent and 1 e-mail is waiting to be tried again.',
    );
    expect(html).toMatch(/href="\/admin\/outbox"[^>]*>Open the outbox</);
  });

  it('names only what is wrong', () => {
    expect(render({ days: 7, failed: 1, retrying: 0 })).toContain('In the last 7 days, 1 e-mail could not be sent.');
    expect(render({ days: 7, failed: 0, retrying: 3 })).toContain(
      'In the last 7 days, 3 e-mails are waiting to be tried again.',
    );
  });

  it('shows nothing while all is well', () => {
    expect(render({ days: 7, failed: 0, retrying: 0 })).toBe('');
    expect(render(undefined)).toBe('');
  });
});
