// The availability feature's public entry: what other features may use.
export { busyTimesByCoach, replaceCoachAvailability } from './service';
export { lockCoach } from './repository';
export { scheduleFor, scheduleRefusal, schedulesFor } from './schedule-service';
