import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { memoryStorage } from '@ui/testing/fakes';
import type { StaffRole } from '../auth/roles';
import { USER_KEY } from '../auth/tokenStorage';
import { i18nProvider } from '../i18n/i18nProvider';

/**
 * Notes that are true of every screen rendered here and no news: effects do not run on the server, and with the
 * stand-in `window` MUI checks the refs of closed menus' transitions, which server rendering never sets.
 */
const SERVER_RENDER_NOTES = ['useLayoutEffect does nothing on the server', 'Expected an element that can hold a ref'];

/**
 * A back-office screen's first render as HTML, in German, for a user of `role` (kept where useRole reads it),
 * with `cached` query answers (query key, data): what the screen shows before anyone clicks, checked in Node
 * without a browser. Styles and class names are left out.
 */
export function renderAs(role: StaffRole, element: ReactElement, cached: [readonly unknown[], unknown][] = []): string {
  const queryClient = new QueryClient();
  for (const [key, data] of cached) queryClient.setQueryData(key, data);
  const global = globalThis as { window?: unknown };
  const window = global.window;
  const error = console.error;
  global.window = { localStorage: memoryStorage({ [USER_KEY]: JSON.stringify({ id: 1, name: 'Test', email: 'test@example.de', role }) }) };
  console.error = (message: unknown, ...rest: unknown[]) => {
    const text = [message, ...rest].map(String).join(' ');
    if (!SERVER_RENDER_NOTES.some((note) => text.includes(note))) error(message, ...rest);
  };
  try {
    const html = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(AdminContext, { queryClient, i18nProvider, dataProvider: {} as DataProvider, store: memoryStore({ locale: 'de' }) }, element),
      ),
    );
    return html.replace(/<style[^>]*>.*?<\/style>/gs, '').replace(/ class="[^"]*"/g, '');
  } finally {
    global.window = window;
    console.error = error;
    // Cached queries keep a garbage-collection timer that would hold the test worker open.
    queryClient.clear();
  }
}

export interface RenderedControl {
  /** An input's name, or a button's label (aria-label, else its text). */
  name: string;
  disabled: boolean;
}

const attribute = (attributes: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];
const isDisabled = (attributes: string) => /\sdisabled=""/.test(attributes);

/** The inputs and buttons of rendered HTML, in page order (hidden inputs left out). */
export function controlsIn(html: string): RenderedControl[] {
  const controls: { at: number; control: RenderedControl }[] = [];
  for (const match of html.matchAll(/<(?:input|textarea)(\s[^>]*?)?\/?>/g)) {
    const attributes = match[1] ?? '';
    if (attribute(attributes, 'type') === 'hidden' || attribute(attributes, 'aria-hidden') === 'true') continue;
    controls.push({ at: match.index, control: { name: attribute(attributes, 'name') ?? '', disabled: isDisabled(attributes) } });
  }
  for (const match of html.matchAll(/<button(\s[^>]*)?>(.*?)<\/button>/gs)) {
    const attributes = match[1] ?? '';
    const name = attribute(attributes, 'aria-label') ?? match[2].replace(/<[^>]*>/g, '').trim();
    controls.push({ at: match.index, control: { name, disabled: isDisabled(attributes) } });
  }
  return controls.sort((a, b) => a.at - b.at).map(({ control }) => control);
}
