import type { DeliveryBuyer, DeliveryRequest } from '@app/integrations';
import { DeliveryError } from '@app/integrations';

/** A sold lead ready for delivery, as sales hands it to an adapter; override what a test needs. */
export function fakeDeliveryRequest(overrides: Partial<Omit<DeliveryRequest, 'buyer'>> & { buyer?: Partial<DeliveryBuyer> } = {}): DeliveryRequest {
  const { buyer, ...rest } = overrides;
  return {
    saleId: 1834,
    lead: {
      id: 4711,
      salutation: 'Frau',
      firstName: 'Anna',
      lastName: 'Schmidt',
      phone: '+491701234567',
      email: 'anna.schmidt@example.de',
      street: 'Marienplatz 1',
      zip: '80331',
      city: 'München',
      createdAt: new Date('2026-03-02T09:15:00.000Z'),
      data: { buildingType: 'Einfamilienhaus', consumption: '3.000 – 5.000 kWh', roofType: 'Satteldach' },
      quality: { score: 85, findings: [{ code: 'zip-town-mismatch', text: 'Ort „Muenchen-Mitte“ passt nicht zur Postleitzahl 80331 (München)' }] },
    },
    recipients: ['vertrieb@sonnenstrom.example'],
    answerLabels: { consumption: 'Stromverbrauch', buildingType: 'Hausart', roofType: 'Dachart' },
    reclamationLink: 'https://angebot.example.de/reclamation/12?lead=4711&sig=Jx0pQd6Vb1mN8sK2tW4yZ7aC9eG3hL5r',
    consentCertificateLink: 'https://angebot.example.de/public-api/lead/4711/consent.pdf?buyer=12&token=q3N0c2VudC1jZXJ0aWZpY2F0ZS1leGFtcGxlLXRva2Vu',
    ...rest,
    buyer: {
      id: 12,
      name: 'Sonnenstrom Müller GmbH',
      type: 'zapier',
      email: 'info@sonnenstrom.example',
      integrations: {
        zapier: { active: true, uri: '', username: '' },
        make: { active: true, uri: '', username: '' },
        leveto: { active: false, uri: '', username: '' },
        pipedrive: { type: 'deal', pipeline: null, stage: null, leadLabel: null },
        lexOffice: { number: '', id: '' },
        weClapp: { uri: '' },
      },
      secrets: {},
      webhookSecret: 'whsec_Bv3Kq9Xz2Lm7Np4Rt8Wy1Cd6Fg0Hj5Sa3Ue9Io2Pk7',
      ...buyer,
    },
  };
}

/** The DeliveryError a delivery fails with; fails the test when it was delivered or failed otherwise. */
export async function deliveryFailure(delivery: Promise<unknown>): Promise<DeliveryError> {
  try {
    await delivery;
  } catch (error) {
    expect(error).toBeInstanceOf(DeliveryError);
    return error as DeliveryError;
  }
  throw new Error('Die Lieferung ist gelungen, erwartet war ein Fehler');
}
