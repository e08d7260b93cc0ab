// What the coach profile page mounts (docs/product/screens.md "Coach profile"): calendar + booking panel +
// dialog, the owner's editor, the viewer's sessions with this coach and their rating entry.
export { CoachBooking, type BookableCoach, type CoachBookingProps } from './CoachBooking';
export { AvailabilityCalendar, AvailabilityCalendarSkeleton } from './AvailabilityCalendar';
export { AvailabilityEditor } from './AvailabilityEditor';
export { BookingDialog } from './BookingDialog';
export { CoachSessions } from './CoachSessions';
export { RatingEntry, StarInput } from './RatingEntry';
export { calendarSlots, bookingTypes, fitsFrom, type CalendarSlot } from './slots';
