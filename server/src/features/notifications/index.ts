// The notifications feature's public entry: what other features may use.
export { deleteOldNotifications, notify, registerNotificationJobs, withdrawNotifications } from './service';
export type { NewNotification } from './repository';
export { whoGets } from './preferences';
export { unsubscribeLinks } from './unsubscribe-link';
export { pushTo } from './push';
