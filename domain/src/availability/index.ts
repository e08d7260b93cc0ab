export * from './types';
export * from './parse';
export * from './normalize';
export * from './validate';
export * from './slots';
export * from './contain';
export * from './entries';
export { isValidTimeZone, localDateKey, localHour, startOfLocalDay, addLocalDays } from './zone';
export * from './next-free';
