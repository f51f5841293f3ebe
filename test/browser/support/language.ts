import type { Page } from '@playwright/test';
import { nonGermanWords, SPEC_WORDS } from '../../../ui/src/testing/language';
import { expect } from './session';

/**
 * The page shows German only (issue 29 §3): no listed English word and nothing that looks like a key (kebab-case,
 * camelCase, a message key) in what a person reads (`document.body.innerText`), but the spec's own words
 * (ui/src/testing/language.ts) and codes marked as such (`translate="no"`, e.g. a lead source's slug).
 */
export async function expectGermanOnly(page: Page, where: string): Promise<void> {
  const { text, codes } = await page.evaluate(() => ({
    text: document.body.innerText,
    codes: [...document.querySelectorAll<HTMLElement>('[translate="no"]')].map((element) => element.innerText).join('\n'),
  }));
  const marked = new Set(nonGermanWords(codes, SPEC_WORDS));
  const found = nonGermanWords(text, SPEC_WORDS).filter((word) => !marked.has(word));
  expect(found, `Nicht deutsch auf ${where}`).toEqual([]);
}
