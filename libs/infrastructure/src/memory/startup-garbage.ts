import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * One full garbage collection once the server is up. What the start leaves behind (the migrations'
 * and the first start's work, the OpenAPI document's intermediate objects, the postcode import) is
 * otherwise kept until load comes, since V8 only collects the old generation fully under allocation
 * pressure, which an idle server never has: a first start idled at 350 MB RSS with 135 MB of heap of
 * which some 50 MB were garbage (issue 19). Takes a few dozen milliseconds, once.
 */
export function collectStartupGarbage(): void {
  // `gc` exists only with --expose-gc; set now, a new context gets it.
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
