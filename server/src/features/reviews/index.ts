// The reviews feature's public entry: what other features may use.
export { takeDownReview } from './take-down';
