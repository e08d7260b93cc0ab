// The coaches feature's public entry: what other features may use.
export { coachPageTopic } from './topics';
export { changeVerifiedMark } from './service';
export { listedCoach } from './repository';
