import { startTestContext, TestContext } from '../../../test/support/test-context';
import { BuyerAvailabilityModule } from './buyer-availability.module';
import { availabilityBlockAt, BuyerAvailabilityService } from './buyer-availability.service';

/** A buyer's own supply settings against a real database: saved whole, checked first, versioned for the cache. */
describe('BuyerAvailabilityService (real database)', () => {
  let t: TestContext;
  let service: BuyerAvailabilityService;

  beforeAll(async () => {
    t = await startTestContext({ imports: [BuyerAvailabilityModule] });
    service = t.get(BuyerAvailabilityService);
  });
  afterAll(() => t.close());

  it('answers no restriction for a buyer that set nothing', async () => {
    expect(await service.of(4711)).toEqual({ pauses: [], holidaysState: null, monthlyBudget: null, monthlyLeadLimit: null, notificationEmail: '' });
  });

  it('saves the whole choice, sorted pauses and trimmed texts, and changes the version', async () => {
    const before = await service.version();
    const saved = await service.save(
      7,
      {
        pauses: [
          { from: '2026-12-21', to: '2027-01-03', reason: ' Betriebsferien ' },
          { from: '2026-12-07', to: '2026-12-11', reason: 'Urlaub' },
        ],
        holidaysState: 'BY',
        monthlyBudget: 1250.1,
        monthlyLeadLimit: 20,
        notificationEmail: ' buero@solar-sued.example ',
      },
      40,
    );
    expect(saved).toEqual({
      pauses: [
        { from: '2026-12-07', to: '2026-12-11', reason: 'Urlaub' },
        { from: '2026-12-21', to: '2027-01-03', reason: 'Betriebsferien' },
      ],
      holidaysState: 'BY',
      monthlyBudget: 1250.1,
      monthlyLeadLimit: 20,
      notificationEmail: 'buero@solar-sued.example',
    });
    expect(await service.of(7)).toEqual(saved);
    expect(await service.version()).not.toBe(before);
    expect((await service.all()).get(7)).toEqual(saved);
  });

  it.each([
    [{ pauses: [{ from: '2026-12-11', to: '2026-12-07', reason: '' }] }, 'pauses', 'Pause 1: Der erste Tag liegt nach dem letzten.'],
    [{ holidaysState: 'XY' }, 'holidaysState', 'Bitte wählen Sie ein Bundesland aus der Liste.'],
    [{ monthlyBudget: -1 }, 'monthlyBudget', 'Das Monatsbudget muss ein Betrag ab 0,00 € mit höchstens zwei Nachkommastellen sein.'],
    [{ monthlyBudget: 10.005 }, 'monthlyBudget', 'Das Monatsbudget muss ein Betrag ab 0,00 € mit höchstens zwei Nachkommastellen sein.'],
    [{ monthlyLeadLimit: 41 }, 'monthlyLeadLimit', 'Das monatliche Lead-Limit darf höchstens 40 betragen (mit uns vereinbart).'],
    [{ notificationEmail: 'kein-postfach' }, 'notificationEmail', 'Bitte geben Sie eine gültige E-Mail-Adresse für Benachrichtigungen an.'],
  ])('refuses %j with a German reason for %s and keeps what was saved', async (change, field, message) => {
    const kept = await service.of(7);
    const attempt = service.save(7, { ...kept, ...(change as object) } as never, 40);
    await expect(attempt).rejects.toMatchObject({ status: 400, message, details: { fields: { [field]: message } } });
    expect(await service.of(7)).toEqual(kept);
  });

  it("tells from the German calendar day whether the buyer's own choice blocks it now", async () => {
    const settings = await service.of(7);
    expect(availabilityBlockAt(settings, new Date('2026-12-08T10:00:00Z'))).toEqual({ reason: 'paused', message: 'Pausiert bis 11.12.2026 (Urlaub)' });
    expect(availabilityBlockAt(settings, new Date('2026-12-14T10:00:00Z'))).toBeNull();
    expect(availabilityBlockAt({ ...settings, pauses: [] }, new Date('2026-12-25T10:00:00Z'))).toEqual({ reason: 'holiday', message: 'Feiertag in Bayern (1. Weihnachtstag)' });
    // 6 January is a holiday in Bavaria from midnight German time, which is still 5 January in UTC.
    expect(availabilityBlockAt({ ...settings, pauses: [] }, new Date('2027-01-05T23:30:00Z'))?.reason).toBe('holiday');
  });
});
