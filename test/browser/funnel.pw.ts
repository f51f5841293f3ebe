import { expect, type Page, test } from '@playwright/test';

/** The offer funnel at '/', as a visitor on a phone (360px) and on a desktop (1280px) uses it. */

interface FunnelStep {
  id: number;
  title: string;
  key: string;
  question: string;
  answers: { text: string; freeText: boolean }[];
}

const FREE_TEXT = 'Wärmepumpe und E-Auto kommen dazu';
/** A real enquiry of the last days, without a name: 'Vor 12 Minuten: Angebot für eine PV-Anlage im Raum 80… angefragt'. */
const TICKER = /^(Gerade eben|Vor \d+ (Minute|Minuten|Stunde|Stunden|Tag|Tagen)): Angebot für eine PV-Anlage( mit Stromspeicher)? im Raum \d{2}… angefragt$/;

/** The question steps exactly as the server hands them to the funnel. */
async function questionSteps(page: Page): Promise<FunnelStep[]> {
  const response = await page.request.get('/public-api/funnel');
  expect(response.ok()).toBe(true);
  const { steps } = (await response.json()) as { steps: FunnelStep[] };
  expect(steps).toHaveLength(8);
  return [...steps].sort((a, b) => a.id - b.id);
}

/** A text field of the contact step by its label (the required-field star is not part of the name). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

const answers = (page: Page) => page.getByRole('list', { name: 'Antwortmöglichkeiten' });

async function expectStep(page: Page, step: number, heading: string) {
  await expect(page).toHaveURL(new RegExp(`[?&]step=${step}(&|$)`));
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(page.getByText(`Schritt ${step} von 10`, { exact: true })).toBeVisible();
  // Step id over step count (8 questions + postcode + contact) as a whole percent.
  await expect(page.getByRole('progressbar', { name: 'Fortschritt' })).toHaveAttribute('aria-valuenow', String(step * 10));
}

async function screenshot(page: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

async function expectNoSidewaysScrolling(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Answers the question steps with their first answer, from the current step on. */
async function answerQuestions(page: Page, steps: FunnelStep[], from = 1) {
  for (const step of steps.slice(from - 1)) {
    await expectStep(page, step.id, step.question);
    await answers(page).getByRole('button', { name: step.answers[0].text, exact: true }).click();
  }
}

async function enterPostcode(page: Page, zip: string) {
  await page.getByPlaceholder('Postleitzahl').fill(zip);
  await page.getByRole('button', { name: 'Berechnen' }).click();
  await expect(page.getByText('Wir suchen nach passenden Angeboten in Ihrer Region!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'An wen soll das Angebot geschickt werden?' })).toBeVisible({ timeout: 5_000 });
}

async function fillContact(page: Page) {
  await page.getByRole('radio', { name: 'Frau' }).check();
  await field(page, 'Vorname').fill('Anna');
  await field(page, 'Nachname').fill('Schmidt');
  await field(page, 'Telefon').fill('0171 1234567');
  await field(page, 'E-Mail').fill('anna.schmidt@example.de');
  await field(page, 'Straße').fill('Lindenstraße');
  await field(page, 'Hausnummer').fill('5a');
  await field(page, 'Ort').fill('Berlin');
}

const isLeadPost = (url: string, method: string) => url.endsWith('/public-api/lead') && method === 'POST';

for (const width of [360, 1280]) {
  test.describe(`Offer funnel at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a visitor answers every step, goes back, reloads and gets the thank-you only once the lead is accepted', async ({ page }) => {
      const steps = await questionSteps(page);
      const freeTextStep = steps.find((step) => step.answers.some((answer) => answer.freeText));
      expect(freeTextStep, 'one question offers a free-text answer such as Sonstiges').toBeDefined();

      const recent = page.waitForResponse((response) => new URL(response.url()).pathname === '/public-api/funnel/recent');
      await page.goto('/?ls=website');
      await expect(page.getByRole('heading', { level: 1, name: 'Angebote in 2 Minuten' })).toBeVisible();
      await expect(page).toHaveURL(/\?ls=website&step=1$/);

      // Footer: the ticker (real enquiries; hidden while there are none), the three promises and the four links.
      const { entries } = (await (await recent).json()) as { entries: unknown[] };
      if (entries.length > 0) await expect(page.getByText(TICKER)).toBeVisible();
      else await expect(page.locator('.ticker')).toHaveCount(0);
      const tags = page.getByRole('list', { name: 'Ihre Vorteile' }).getByRole('listitem');
      await expect(tags).toHaveText(['Kostenlos', 'Datensicherheit', 'Regionale Anbieter']);
      for (const link of ['Impressum', 'AGB', 'Datenschutz', 'Partner werden']) {
        await expect(page.getByRole('link', { name: link, exact: true })).toBeVisible();
      }
      await expect(page.getByRole('list', { name: 'Schritte' }).getByRole('listitem')).toHaveText(
        Array.from({ length: 10 }, (_, index) => String(index + 1)),
      );

      for (const step of steps) {
        await expectStep(page, step.id, step.question);
        await expectNoSidewaysScrolling(page);
        await screenshot(page, `step-${step.id}-${width}`);
        if (step === freeTextStep) {
          const free = step.answers.find((answer) => answer.freeText)!;
          await answers(page).getByRole('button', { name: free.text, exact: true }).click();
          const input = page.getByPlaceholder('Bitte hier eingeben');
          const next = page.getByRole('button', { name: 'Weiter' });
          await expect(input).toBeFocused();
          await expect(next).toBeDisabled();
          await input.fill('   ');
          await expect(next).toBeDisabled();
          await input.press('Enter');
          await expectStep(page, step.id, step.question);
          await input.fill(FREE_TEXT);
          await expect(next).toBeEnabled();
          await input.press('Enter');
        } else {
          await answers(page).getByRole('button', { name: step.answers[0].text, exact: true }).click();
        }

        if (step.id === 4) {
          // The browser's back and forward buttons move between steps; the earlier answer is marked.
          await expectStep(page, 5, steps[4].question);
          await page.goBack();
          await expectStep(page, 4, step.question);
          await expect(answers(page).getByRole('button', { name: step.answers[0].text, exact: true })).toHaveAttribute('aria-current', 'true');
          await page.goForward();
          await expectStep(page, 5, steps[4].question);
          // A reload on a middle step stays there and keeps the earlier answers (checked in the lead below).
          await page.reload();
          await expectStep(page, 5, steps[4].question);
        }
      }

      // Step 9: postcode. The contact step cannot be reached without one, not even by address.
      await expectStep(page, 9, 'Wo soll die Anlage installiert werden?');
      await page.goto('/?ls=website&step=10');
      await expectStep(page, 9, 'Wo soll die Anlage installiert werden?');
      await expect(page.getByRole('group', { name: 'zum Finden der Anbieter' })).toBeVisible();
      const zip = page.getByPlaceholder('Postleitzahl');
      const calculate = page.getByRole('button', { name: 'Berechnen' });
      await expect(zip).toHaveAttribute('inputmode', 'numeric');
      await expect(calculate).toBeDisabled();
      await zip.fill('1O1');
      await expect(zip).toHaveValue('11');
      await zip.fill('101');
      await expect(calculate).toBeDisabled();
      await zip.fill('10115');
      await expect(calculate).toBeEnabled();
      await expectNoSidewaysScrolling(page);
      await screenshot(page, `step-9-${width}`);
      await calculate.click();
      const searching = page.getByText('Wir suchen nach passenden Angeboten in Ihrer Region!');
      // Measured inside the page on the first frame it shows: on a busy machine the search may be over
      // before a second round trip from the test could read it.
      const shown = await page.waitForFunction(() => {
        const animation = document.querySelector('svg.search-animation');
        return animation && { width: animation.getBoundingClientRect().width, text: document.querySelector('.searching-text')?.textContent };
      });
      expect(await shown.jsonValue()).toEqual({ width: 260, text: 'Wir suchen nach passenden Angeboten in Ihrer Region!' });
      await screenshot(page, `step-9-searching-${width}`);

      // Step 10: contact data.
      await expectStep(page, 10, 'An wen soll das Angebot geschickt werden?');
      await expect(searching).toBeHidden();
      await expect(page.getByText('Wir haben passende Anbieter gefunden')).toBeVisible();
      await expect(field(page, 'PLZ')).toHaveValue('10115');
      await expect(page.getByRole('radio')).toHaveCount(3);
      for (const salutation of ['Herr', 'Frau', 'Divers']) await expect(page.getByRole('radio', { name: salutation })).toBeVisible();
      await expect(page.getByText('Mit dem Absenden meiner Anfrage akzeptiere ich die AGB und die Datenschutzerklärung.')).toBeVisible();
      const submit = page.getByRole('button', { name: 'Angebote anfordern' });
      await expect(submit).toBeDisabled();

      await fillContact(page);
      const phone = field(page, 'Telefon');
      await phone.fill('abc');
      await phone.blur();
      await expect(page.getByText('Bitte eine gültige Telefonnummer angeben')).toBeVisible();
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(submit).toBeDisabled();
      await phone.fill('0171 1234567');
      await expect(page.getByText('Bitte eine gültige Telefonnummer angeben')).toBeHidden();
      await expect(submit).toBeEnabled();
      await expectNoSidewaysScrolling(page);
      await screenshot(page, `step-10-${width}`);

      // A failed submission shows an error with a retry, never the thank-you.
      // The failure arrives after a second, so the sending state can be seen on a busy machine too.
      await page.route('**/public-api/lead', (route) => new Promise((done) => setTimeout(() => done(route.abort('failed')), 1000)), { times: 1 });
      await submit.click();
      await expect(page.getByText('Ihre Anfrage wird übermittelt')).toBeVisible();
      const failure = page.getByRole('alert').filter({ hasText: 'Ihre Anfrage konnte nicht übermittelt werden.' });
      await expect(failure).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Anfrage' })).toBeHidden();
      await expect(field(page, 'Vorname')).toHaveValue('Anna');
      await screenshot(page, `step-10-failed-${width}`);

      const sent = page.waitForRequest((request) => isLeadPost(request.url(), request.method()));
      const accepted = page.waitForResponse((response) => isLeadPost(response.url(), response.request().method()));
      await failure.getByRole('button', { name: 'Erneut versuchen' }).click();
      const body = (await sent).postDataJSON();
      expect((await accepted).status()).toBe(201);

      await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Anfrage' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Was ist jetzt zu tun?' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Was ist jetzt zu tun?' }).getByRole('listitem')).toHaveCount(3);
      await expectNoSidewaysScrolling(page);
      await screenshot(page, `thank-you-${width}`);

      expect(body.contact).toEqual({
        salutation: 'Frau',
        firstName: 'Anna',
        lastName: 'Schmidt',
        phone: '+491711234567',
        mail: 'anna.schmidt@example.de',
        street: 'Lindenstraße 5a',
        city: 'Berlin',
        zip: '10115',
        fromUrl: expect.stringMatching(/\/\?ls=website(&|$)/),
      });
      expect(body.consent).toEqual({ text: 'Mit dem Absenden meiner Anfrage akzeptiere ich die AGB und die Datenschutzerklärung.', accepted: true });
      expect(body.details).toEqual(
        steps.map((step) => {
          const free = step === freeTextStep ? step.answers.find((answer) => answer.freeText)! : undefined;
          return {
            title: step.title,
            id: step.id,
            key: step.key,
            action: free ? { title: free.text, freeText: FREE_TEXT } : { title: step.answers[0].text },
          };
        }),
      );

      // The answers are gone with the lead: a new visit starts at step 1.
      await page.reload();
      await expectStep(page, 1, steps[0].question);
    });

    test('messages of a refused or throttled submission are shown in German, at the fields where they belong', async ({ page }) => {
      const steps = await questionSteps(page);
      await page.goto('/');
      await answerQuestions(page, steps);
      await enterPostcode(page, '80331');
      await fillContact(page);
      const submit = page.getByRole('button', { name: 'Angebote anfordern' });

      await page.route(
        '**/public-api/lead',
        (route) =>
          route.fulfill({
            status: 400,
            json: {
              statusCode: 400,
              error: 'Bitte prüfen Sie Ihre Angaben.',
              fields: { 'contact.phone': 'Diese Telefonnummer ist nicht erreichbar', 'contact.street': 'Diese Straße gibt es in 80331 nicht' },
            },
          }),
        { times: 1 },
      );
      await submit.click();
      await expect(page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie Ihre Angaben.' })).toBeVisible();
      await expect(field(page, 'Telefon')).toHaveAccessibleDescription('Diese Telefonnummer ist nicht erreichbar');
      await expect(field(page, 'Straße')).toHaveAccessibleDescription('Diese Straße gibt es in 80331 nicht');
      await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Anfrage' })).toBeHidden();
      await screenshot(page, `step-10-refused-${width}`);
      // Editing the field clears the server's message there.
      await field(page, 'Telefon').fill('0171 7654321');
      await expect(page.getByText('Diese Telefonnummer ist nicht erreichbar')).toBeHidden();

      await page.route(
        '**/public-api/lead',
        (route) => route.fulfill({ status: 429, json: { statusCode: 429, error: 'Zu viele Anfragen. Bitte später erneut versuchen.' } }),
        { times: 1 },
      );
      await submit.click();
      const throttled = page.getByRole('alert').filter({ hasText: 'Zu viele Anfragen. Bitte später erneut versuchen.' });
      await expect(throttled).toBeVisible();
      await expect(throttled.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Anfrage' })).toBeHidden();
    });

    test('questions that cannot be loaded show a German error with a retry', async ({ page }) => {
      await page.route('**/public-api/funnel', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }), { times: 1 });
      await page.goto('/');
      const failure = page.getByRole('alert').filter({ hasText: 'Die Fragen konnten gerade nicht geladen werden.' });
      await expect(failure).toBeVisible();
      await failure.getByRole('button', { name: 'Erneut versuchen' }).click();
      await expect(failure).toBeHidden();
      await expect(page.getByRole('progressbar', { name: 'Fortschritt' })).toHaveAttribute('aria-valuenow', '10');
      await expect(answers(page).getByRole('button').first()).toBeVisible();
    });
  });
}
