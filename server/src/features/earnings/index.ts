// The earnings feature's public entry: what other features may use (no routes here, so no cycle).
export { activePayoutAccount, payoutAccountStatusChanged } from './payout-account/service';
