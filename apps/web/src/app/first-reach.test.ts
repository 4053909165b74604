// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlOnlyTheAppAnswers, holdClicksUntil, onFirstReach } from './first-reach';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('first reach', () => {
  it('starts once, at the first pointer, key, focus or scroll', () => {
    const start = vi.fn();
    onFirstReach(start);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('keydown'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts once when its deadline comes first, and not again at a reach after it', () => {
    const start = vi.fn();
    const startNow = onFirstReach(start);
    startNow();
    window.dispatchEvent(new Event('pointermove'));
    startNow();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('holds only clicks on controls the app answers: buttons, role=button, in-page links', () => {
    document.body.innerHTML = `
      <button id="menu" type="button"><span id="icon">≡</span></button>
      <div role="button" id="role">Open</div>
      <a id="section" href="#prices">Prices</a>
      <a id="page" href="/contact">Contact</a>
      <form><button id="send">Send</button></form>`;
    const byId = (id: string) => document.getElementById(id);
    expect(controlOnlyTheAppAnswers(byId('icon'))).toBe(byId('menu'));
    expect(controlOnlyTheAppAnswers(byId('role'))).toBe(byId('role'));
    expect(controlOnlyTheAppAnswers(byId('section'))).toBe(byId('section'));
    // A link to another page and a form's submit work without the app.
    expect(controlOnlyTheAppAnswers(byId('page'))).toBeNull();
    expect(controlOnlyTheAppAnswers(byId('send'))).toBeNull();
  });

  it('gives a held click again once the app has started, and frees clicks if it cannot start', async () => {
    document.body.innerHTML = '<button id="menu" type="button">Menu</button>';
    const menu = document.getElementById('menu') as HTMLButtonElement;
    const clicks = vi.fn();
    let started: () => void = () => {};
    holdClicksUntil(new Promise<void>((resolve) => (started = resolve)));
    menu.addEventListener('click', clicks);
    menu.click();
    expect(clicks).not.toHaveBeenCalled();
    started();
    await vi.waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    holdClicksUntil(Promise.reject(new Error('offline')));
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    menu.click();
    expect(clicks).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
