// The sessions feature's public entry: what other features may use.
export { registerSessionJobs } from './jobs';
export { findSession, recomputeCoachRating, updateSession } from './repository';
export { cancelFutureSessionsOf } from './service';
export { sessionPurchases } from './purchase';
