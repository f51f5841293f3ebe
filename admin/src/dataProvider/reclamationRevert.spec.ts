import type { HttpClient, RequestOptions } from '@ui/http/httpClient';
import { createDataProvider } from './dataProvider';

/** Issue 31 §4: taking back what a complaint rule decided, and the setting beside the deadline. */
describe('complaint rules in the back office data provider', () => {
  function setup() {
    const calls: { path: string; options?: RequestOptions }[] = [];
    const http = {
      request: async (path: string, options?: RequestOptions) => {
        calls.push({ path, options });
        return { id: 5, status: 'inProgress' };
      },
    } as unknown as HttpClient;
    return { calls, dataProvider: createDataProvider(http) };
  }

  it('takes a rule’s decision back with a POST to …/revert', async () => {
    const { calls, dataProvider } = setup();
    expect(await dataProvider.revertReclamation(5)).toEqual({ id: 5, status: 'inProgress' });
    expect(calls).toEqual([{ path: '/api/reclamation/request/5/revert', options: { method: 'POST' } }]);
  });

  it('sends the limit with the deadline, null to turn it off', async () => {
    const { calls, dataProvider } = setup();
    await dataProvider.saveReclamationSettings({ deadlineDays: 14, autoAcceptBelowRate: 10 });
    await dataProvider.saveReclamationSettings({ deadlineDays: 14, autoAcceptBelowRate: null });
    expect(calls.map((call) => call.options?.body)).toEqual([
      { deadlineDays: 14, autoAcceptBelowRate: 10 },
      { deadlineDays: 14, autoAcceptBelowRate: null },
    ]);
  });
});
