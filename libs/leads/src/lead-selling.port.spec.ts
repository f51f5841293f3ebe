import { LeadSelling, LeadSellingPort } from './lead-selling.port';

describe('LeadSelling (port to the sales module)', () => {
  const port = (): LeadSellingPort & { sold: number[] } => {
    const sold: number[] = [];
    return {
      sold,
      sellQualified: async (leadId) => void sold.push(leadId),
      sellManually: async (leadId) => void sold.push(-leadId),
      salesOf: async () => [],
      setSaleReclaimed: async () => undefined,
      reclaimAllSales: async () => undefined,
    };
  };

  it('refuses to qualify-and-sell while no selling is plugged in, so no lead is left qualified but unsold', async () => {
    await expect(new LeadSelling().sellQualified(7)).rejects.toThrow('Kein Lead-Verkauf angeschlossen');
  });

  it('hands calls to the plugged-in implementation, which can be plugged in once only', async () => {
    const socket = new LeadSelling();
    const sales = port();
    socket.provide(sales);
    await socket.sellQualified(7);
    await socket.sellManually(8, { organisations: [1], force: false, userId: 1 });
    expect(sales.sold).toEqual([7, -8]);
    expect(() => socket.provide(port())).toThrow('schon angeschlossen');
  });
});
