// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from './i18n-provider';
import { useKnownText } from './known-text';
import type { Messages } from './messages/en';
import { es } from './messages/es';

function Shown({ text }: { text: string }) {
  const known = useKnownText();
  return <p>{known(text)}</p>;
}

describe('useKnownText', () => {
  afterEach(cleanup);

  it('shows a message id kept by a toast made before its area came as the message, once the page has it', () => {
    const { rerender } = render(
      <I18nProvider locale="es" messages={{} as Messages}>
        <Shown text="auth.logout.done" />
      </I18nProvider>,
    );
    // Not there yet: the text stays as it is.
    expect(screen.getByText('auth.logout.done')).toBeTruthy();
    rerender(
      <I18nProvider locale="es" messages={es}>
        <Shown text="auth.logout.done" />
      </I18nProvider>,
    );
    expect(screen.getByText(es['auth.logout.done'])).toBeTruthy();
  });

  it('leaves a text that only looks like an id as it is', () => {
    render(
      <I18nProvider locale="es" messages={es}>
        <Shown text="example.com" />
      </I18nProvider>,
    );
    expect(screen.getByText('example.com')).toBeTruthy();
  });
});
