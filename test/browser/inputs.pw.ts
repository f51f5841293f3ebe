import { expect, staffAuth, test } from './support/session';

/** The test server keeps its database for the whole run: names carry a run mark to stay unique. */
const RUN = Date.now().toString(36).toUpperCase();

// An English browser: its number and time inputs would read '42,50' as 4250 and show '12:00 AM'.
test.use({ locale: 'en-US' });

test.describe('Money and time inputs in an English browser', () => {
  test("'42,50' is 42.50 € and times are 24-hour HH:MM", async ({ page, request }) => {
    // The organisation form is long; on a busy machine it takes a while to render.
    test.setTimeout(120_000);
    const auth = await staffAuth(request);
    const created = await request.post('/api/organisation', {
      headers: auth,
      data: { name: `Komma ${RUN}`, zip: '80331', city: 'München', phone: '089 1234567', email: `komma-${RUN.toLowerCase()}@example.de` },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    await page.goto(`/organisations/${id}`);
    await page.getByRole('tab', { name: 'Einstellungen' }).click();
    const sellCost = page.getByRole('textbox', { name: 'Verkaufspreis pro Lead', exact: true });
    await sellCost.fill('42,50');
    await page.getByRole('textbox', { name: 'Einkaufspreis pro Lead', exact: true }).fill('1.234,5');
    await sellCost.blur();
    await expect(sellCost).toHaveValue('42,50');

    const monday = page.getByRole('group', { name: 'Montag' });
    const start = monday.getByRole('textbox', { name: 'Beginn' });
    await expect(start).toHaveValue(/^([01]\d|2[0-3]):[0-5]\d$/);
    await start.fill('7.45');
    await start.blur();
    await expect(start).toHaveValue('07:45');
    await monday.getByRole('textbox', { name: 'Ende' }).fill('1730');

    await page.getByRole('button', { name: 'Aktualisieren' }).first().click();
    await expect(page.getByRole('alert').filter({ hasText: 'gespeichert' })).toBeVisible();
    const stored = await (await request.get(`/api/organisation/${id}`, { headers: auth })).json();
    expect(stored.leadSellCost).toBe(42.5);
    expect(stored.leadBuyCost).toBe(1234.5);
    const storedMonday = stored.conditions.activeDays.find((day: { weekDay: string }) => day.weekDay === 'monday');
    expect(storedMonday).toMatchObject({ startTime: '07:45', endTime: '17:30' });

    // Shown again after a reload as '42,50' and '07:45': admin/src/inputs/inputs.spec.ts renders the stored values.
  });
});
