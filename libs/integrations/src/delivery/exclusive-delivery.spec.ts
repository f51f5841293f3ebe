import { fakeDeliveryRequest } from '../../../../test/support/fake-delivery-request';
import { EXCLUSIVE_NOTE, summaryText } from './lead-summary';
import { webhookPayload } from './webhook-payload';

describe('a lead sold exclusively, as delivered (issue 30 §1)', () => {
  it.each([
    ['exclusive', true, true],
    ['shared', false, false],
    ['a sale from before exclusivity', undefined, false],
  ])('%s: the webhook says exclusive %s → %s', (_, exclusive, expected) => {
    expect(webhookPayload({ ...fakeDeliveryRequest(), exclusive }).exclusive).toBe(expected);
  });

  it('says so first in the mail text and the CRM note, and only then', () => {
    expect(summaryText({ ...fakeDeliveryRequest(), exclusive: true }).split('\n')[0]).toBe(EXCLUSIVE_NOTE);
    expect(summaryText({ ...fakeDeliveryRequest(), exclusive: false })).not.toContain('Exklusiv');
  });
});
