// Moved to test/factories (with the other test data); this path stays for specs written before the move.
export { funnelLead } from '../factories/leads';
