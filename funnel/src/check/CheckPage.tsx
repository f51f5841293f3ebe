import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchOrder, type Order, type OrderQuery } from '../api';
import { PageShell } from '../layout/PageShell';
import { navigate, useLocation } from '../router';
import { texts } from '../texts';
import { CheckForm } from './CheckForm';
import { isComplete, queryFromParams, trimQuery } from './orderLookup';
import { OrderDashboard } from './OrderDashboard';

type Lookup =
  | { state: 'idle' | 'loading' | 'notFound' | 'tooMany' | 'failed' }
  | { state: 'found'; order: Order; byVisitor: boolean };

const MESSAGES = {
  notFound: texts.check.notFound,
  tooMany: texts.check.tooManyRequests,
  failed: texts.check.failed,
} as const;

/** The order status check at '/check'; the query `?orderNumber=…&zip=…&lastName=…` fills in and looks up. */
export function CheckPage() {
  const { searchParams } = useLocation();
  const [prefill] = useState(() => queryFromParams(searchParams));
  const [query, setQuery] = useState<OrderQuery>(prefill);
  // A complete query in the address is looked up at once (below), so the page starts loading.
  const [lookup, setLookup] = useState<Lookup>(() => (isComplete(prefill) ? { state: 'loading' } : { state: 'idle' }));
  const running = useRef<AbortController | null>(null);

  /** Looks the order up; the caller has shown 'loading' already. */
  const lookUp = useCallback(async (wanted: OrderQuery, byVisitor: boolean) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const result = await fetchOrder(trimQuery(wanted), controller.signal);
    if (controller.signal.aborted) return;
    if (result.ok) setLookup({ state: 'found', order: result.data, byVisitor });
    else if (result.status === 404) setLookup({ state: 'notFound' });
    else if (result.status === 429) setLookup({ state: 'tooMany' });
    else setLookup({ state: 'failed' });
  }, []);

  useEffect(() => {
    // lookUp sets state only once the server answered, never synchronously; the rule cannot see past its `await`.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (isComplete(prefill)) void lookUp(prefill, false);
    return () => running.current?.abort();
  }, [prefill, lookUp]);

  const run = (wanted: OrderQuery, byVisitor: boolean) => {
    setLookup({ state: 'loading' });
    return lookUp(wanted, byVisitor);
  };

  const newLookup = () => {
    setLookup({ state: 'idle' });
    // A reload should show the form, not repeat the looked-up order.
    if (window.location.search) navigate(window.location.pathname, { replace: true });
  };

  if (lookup.state === 'found') {
    return (
      <PageShell title={texts.check.dashboard.title}>
        <OrderDashboard order={lookup.order} takeFocus={lookup.byVisitor} onNewLookup={newLookup} />
      </PageShell>
    );
  }

  const message = lookup.state in MESSAGES ? MESSAGES[lookup.state as keyof typeof MESSAGES] : null;
  return (
    <PageShell title={texts.check.title}>
      <p className="page-intro">{texts.check.intro}</p>
      <CheckForm query={query} onChange={setQuery} onSubmit={() => void run(query, true)} busy={lookup.state === 'loading'} />
      {lookup.state === 'loading' && (
        <p className="loading check-status" role="status">
          {texts.check.searching}
        </p>
      )}
      {message && (
        <p className="alert alert-error check-status" role="alert">
          {message}
        </p>
      )}
    </PageShell>
  );
}
