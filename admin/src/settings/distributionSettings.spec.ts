import { distributionErrors } from './distributionSettings';

describe('distribution settings form', () => {
  it.each([
    [{ buyersPerLead: '3', duplicateWindowDays: '30' }, {}],
    [{ buyersPerLead: '10', duplicateWindowDays: '365' }, {}],
    [{ buyersPerLead: '0', duplicateWindowDays: '30' }, { buyersPerLead: 'Käufer pro Lead muss eine ganze Zahl von 1 bis 10 sein' }],
    [{ buyersPerLead: '2.5', duplicateWindowDays: '' }, {
      buyersPerLead: 'Käufer pro Lead muss eine ganze Zahl von 1 bis 10 sein',
      duplicateWindowDays: 'Dubletten-Zeitraum muss eine ganze Zahl von 1 bis 365 Tagen sein',
    }],
  ])('%j → %j', (form, errors) => {
    expect(distributionErrors(form)).toEqual(errors);
  });
});
