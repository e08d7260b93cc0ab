// The audit feature's public entry: what other features may use.
export { recordAdminAction, type AdminActionRecord } from './record';
