import { UpsertOrderDto, OrdersService } from '@app/orders';

const ORDERS: [string, Partial<UpsertOrderDto>][] = [
  ['GVD-24017', { firstName: 'Petra', lastName: 'Lehmann', street: 'Am Sonnenhang 3', zip: '01067', city: 'Dresden', status: 'Montage geplant', customerStatus: 'Material bestellt', progress: 60, installationPlaningDate: '2026-12-14' }],
  ['GVD-24018', { firstName: 'Frank', lastName: 'Vogel', street: 'Kirchplatz 1', zip: '80331', city: 'München', status: 'Angebot angenommen', customerStatus: 'Planung läuft', progress: 20, installationPlaningDate: null }],
  ['GVD-24019', { firstName: 'Nicole', lastName: 'Fuchs', street: 'Seestraße 44', zip: '70173', city: 'Stuttgart', status: 'Montage abgeschlossen', customerStatus: 'Netzanmeldung eingereicht', progress: 90, installationPlaningDate: '2026-11-03' }],
];

/** Orders for the public status page (try /check?orderNumber=GVD-24017&zip=01067&lastName=Lehmann). */
export async function seedDemoOrders(orders: OrdersService): Promise<number> {
  for (const [number, fields] of ORDERS) {
    await orders.upsert(number, {
      phone: '0351 1234567',
      mail: `${fields.lastName!.toLowerCase()}@example.de`,
      note: 'Bei Fragen zum Termin melden Sie sich gerne.',
      contactFirstName: 'Jonas',
      contactLastName: 'Becker',
      contactPhone: '0351 7654321',
      contactMail: 'jonas.becker@solar-dach.example',
      ...fields,
    } as UpsertOrderDto);
  }
  return ORDERS.length;
}
