// The coaches feature's public entry: what other features may use.
export { coachPageTopic } from './topics';
