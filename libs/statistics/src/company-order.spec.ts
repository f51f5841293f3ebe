import { compareCompanyNames } from './company-order';

describe('compareCompanyNames', () => {
  it('orders numbers inside names by value and umlauts as German does', () => {
    const names = ['Solar 390', 'Solar 1280', 'Östrich Dach', 'Ober Solar', 'Solar 9', 'Zeller'];
    expect([...names].sort(compareCompanyNames)).toEqual(['Ober Solar', 'Östrich Dach', 'Solar 9', 'Solar 390', 'Solar 1280', 'Zeller']);
  });
});
