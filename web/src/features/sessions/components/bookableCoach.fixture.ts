import type { BookableCoach } from './CoachBooking';

/** Shared by the booking tests: a coach with one 2-hour window on 11 Mar 2031, its third half hour booked. */
export const IST = 'Asia/Kolkata';
export const NOW = new Date('2031-03-10T04:00:00.000Z');
export const S1 = '2031-03-11T04:00:00.000Z'; // 11 Mar, 9:30 am IST
export const half = (iso: string, n: number) => new Date(new Date(iso).getTime() + n * 30 * 60_000).toISOString();

/** The window split at the booked half hour, as the coach representation sends it. */
export const coach: BookableCoach = {
  id: 'c1',
  firstName: 'Vikram',
  lastName: 'Rao',
  hourlyRate: 2000,
  isVerified: true,
  sessionTypes: [],
  availability: [
    { start: S1, end: half(S1, 2), status: 'available' },
    { start: half(S1, 2), end: half(S1, 3), status: 'booked' },
    { start: half(S1, 3), end: half(S1, 4), status: 'available' },
  ],
};
