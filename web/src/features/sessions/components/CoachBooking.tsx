import { DEFAULT_BOOKING_MINUTES, formatPrice, type CoachPricingInput, type SessionTypeOption } from '@ssb/domain';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '../../../lib/router';
import { Button } from '../../../components/ui/Button';
import { isApiError } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { SERVER_TIME_ZONE } from '../../../lib/format';
import { useHydratedDeferred, useRenderClock } from '../../../lib/hydration';
import { useBookSession } from '../api';
import { checkoutPath, confirmedPath } from '../paths';
import { AvailabilityCalendar } from '../../availability/components/AvailabilityCalendar';
import type { BookingChoice } from './BookingDialog';
import { bookingTypes, calendarSlots, firstBookable, type CalendarSlot, type CoachAvailability } from '../../availability/slots';
import { useNow } from '../../../lib/useNow';

// Loaded when needed, not with the page: the dialog (Radix, form fields) opens on demand and the
// weekly hours are for the coach's owner only (toasts, too, load with the first: lib/notify). The page's
// first screen and its hydration then evaluate only the calendar and the side panel.
const loadBookingDialog = () => import('./BookingDialog');
const preloadDialog = () => void loadBookingDialog();
const BookingDialog = lazy(() => loadBookingDialog().then((m) => ({ default: m.BookingDialog })));
const WeeklyHoursSummary = lazy(() => import('../../availability/components/WeeklyHoursSummary').then((m) => ({ default: m.WeeklyHoursSummary })));

export interface BookableCoach extends CoachPricingInput {
  id: string;
  firstName?: string;
  lastName?: string;
  name?: string;
  availability?: CoachAvailability;
  /** Only verified coaches can be booked (docs/product/verification.md "Who is listed"). */
  isVerified: boolean;
  /** The booking dialog's focus choices. */
  specializations?: readonly string[];
}

export interface CoachBookingProps {
  coach: BookableCoach;
  /** The viewer's zone; the browser's when absent (tests pass one). */
  timeZone?: string;
  className?: string;
}

/** Where a signed-out booking waits while the visitor signs in (docs/product/screens.md "Booking dialog"). */
const PENDING_KEY = 'booking:pending';
interface PendingBooking {
  coachId: string;
  slot: string | null;
  type: string | null;
}

function readPending(coachId: string): PendingBooking | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_KEY);
    const pending = raw ? (JSON.parse(raw) as PendingBooking) : null;
    return pending?.coachId === coachId ? pending : null;
  } catch {
    return null;
  }
}

const coachNameOf = (coach: BookableCoach) => coach.name || [coach.firstName, coach.lastName].filter(Boolean).join(' ') || 'this coach';

let runtimeZone: string | undefined;
/** The zone's name; the runtime's own (the browser's) for undefined. */
const zoneKey = (timeZone: string | undefined) => timeZone ?? (runtimeZone ??= new Intl.DateTimeFormat().resolvedOptions().timeZone);

/** One of the coach's own session types (not a length at the hourly rate). */
const isOwnType = (coach: BookableCoach, typeId: string) => Array.isArray(coach.sessionTypes) && coach.sessionTypes.some((t: { id?: unknown }) => t?.id === typeId);

function defaultType(types: readonly SessionTypeOption[]): SessionTypeOption | null {
  if (types.length === 1) return types[0]!;
  return null;
}

/**
 * The coach profile's availability and booking (docs/product/screens.md "Coach profile"): the 14-day calendar
 * in `<section id="availability">`, the booking side panel with the session types, and the booking dialog.
 * Handles `?focus=availability` (open the dialog on the first available slot, else scroll here) and the
 * signed-out flow (Confirm goes to /login and the dialog opens again after sign-in).
 */
export function CoachBooking({ coach, timeZone: viewerZone, className }: CoachBookingProps) {
  // The calendar depends on the clock and the zone: a server-rendered page shows the server's
  // (its render time, India's zone) until hydrated, then the browser's (rendered in the background).
  const hydrated = useHydratedDeferred();
  const renderClock = useRenderClock(useNow(30_000), hydrated);
  const nowMs = renderClock.getTime();
  const now = useMemo(() => new Date(nowMs), [nowMs]);
  const timeZone = hydrated ? viewerZone : (viewerZone ?? SERVER_TIME_ZONE);
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const book = useBookSession();

  const slots = useMemo(() => calendarSlots(coach.availability, now, timeZone), [coach.availability, now, timeZone]);
  const types = useMemo(() => bookingTypes(coach), [coach]);
  // A coach without any price ('Custom') is shown, but cannot be booked online; nor can one not yet verified.
  const priced = types.length > 0;
  const bookable = priced && coach.isVerified;
  const [open, setOpen] = useState(false);
  // The dialog is mounted from its first opening on (and stays, so it can close and open again).
  const [dialogMounted, setDialogMounted] = useState(false);
  if (open && !dialogMounted) setDialogMounted(true);
  const [slotKey, setSlotKey] = useState<string | null>(null);
  const [typeId, setTypeId] = useState<string | null>(null);
  // Why the last try got no answer (offline, out of time), shown in the dialog beside "Try again".
  const [noAnswer, setNoAnswer] = useState<string | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const handledFocus = useRef(false);
  const isOwner = auth.user?.id === coach.id;

  // ?focus=availability, and the return from sign-in (?book=1&slot=...&type=...), once per visit.
  useEffect(() => {
    if (handledFocus.current) return;
    const pending = auth.isSignedIn ? readPending(coach.id) : null;
    const resume = searchParams.get('book') === '1' || pending !== null;
    const focus = searchParams.get('focus') === 'availability';
    if (!resume && !focus) return;
    handledFocus.current = true;
    if (!bookable) {
      sectionRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
    if (resume && auth.isSignedIn) {
      window.sessionStorage.removeItem(PENDING_KEY);
      const wantedSlot = searchParams.get('slot') ?? pending?.slot ?? null;
      const wantedType = searchParams.get('type') ?? pending?.type ?? null;
      setSlotKey(slots.some((s) => s.key === wantedSlot && s.status === 'available') ? wantedSlot : null);
      setTypeId(types.some((t) => t.id === wantedType) ? wantedType : defaultType(types)?.id ?? null);
      setOpen(true);
      const next = new URLSearchParams(searchParams);
      for (const key of ['book', 'slot', 'type']) next.delete(key);
      setSearchParams(next, { replace: true });
      return;
    }
    const typeForFocus = types.find((t) => t.id === typeId) ?? types.find((t) => t.minutes === DEFAULT_BOOKING_MINUTES);
    const first = firstBookable(slots, typeForFocus?.minutes);
    if (first && !isOwner) {
      setSlotKey(first.key);
      setTypeId((current) => current ?? defaultType(types)?.id ?? null);
      setOpen(true);
    } else {
      sectionRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  }, [auth.isSignedIn, bookable, coach.id, isOwner, searchParams, setSearchParams, slots, typeId, types]);

  // Stable, so the (memoised) calendar is not rendered again when only the panel or the dialog changes.
  const openWithSlot = useCallback(
    (slot: CalendarSlot) => {
      if (types.length === 0) return;
      setSlotKey(slot.key);
      setTypeId((current) => current ?? defaultType(types)?.id ?? null);
      setOpen(true);
    },
    [types],
  );

  const openWithType = (type: SessionTypeOption) => {
    setTypeId(type.id);
    setOpen(true);
  };

  const confirm = async ({ slot, type, category, focus, description }: BookingChoice) => {
    setNoAnswer(null);
    if (!auth.isSignedIn) {
      window.sessionStorage.setItem(PENDING_KEY, JSON.stringify({ coachId: coach.id, slot: slot.key, type: type.id }));
      const back = new URLSearchParams({ book: '1', slot: slot.key, type: type.id });
      navigate(`/login?next=${encodeURIComponent(`${location.pathname}?${back.toString()}`)}`);
      return;
    }
    try {
      const session = await book.mutateAsync({
        mentorId: coach.id,
        scheduledAt: slot.start.toISOString(),
        sessionTypeId: type.id,
        duration: type.minutes,
        sessionType: category,
        // A specialization names the session as the server names one by its category ('TAT with Meera Iyer');
        // a type of the coach's own keeps its title.
        ...(coach.specializations?.includes(focus) && !isOwnType(coach, type.id) ? { title: `${focus} with ${coachNameOf(coach)}` } : {}),
        ...(description ? { description } : {}),
      });
      setOpen(false);
      setSlotKey(null);
      void auth.refresh();
      // A paid booking holds its slot while the mentee pays; a free one is booked at once.
      navigate(session.status === 'pending_payment' ? checkoutPath(session.id) : confirmedPath(session.id));
    } catch (error) {
      // No answer (offline, out of time): the dialog stays open with what was chosen and offers "Try again";
      // the same booking made again is answered with the first one (docs/product/offline.md).
      if (isApiError(error) && error.noAnswer) {
        setNoAnswer(error.message);
        return;
      }
      // The server's refusal says what to change (another time, another session type, no price yet).
      const refused = isApiError(error) && error.status >= 400 && error.status < 500;
      const conflict = refused && error.status === 409;
      notify('error', 'Booking failed', { description: refused ? error.message : 'Could not create session' });
      if (conflict) setSlotKey(null);
    }
  };

  return (
    // Pointing at or tabbing into the booking area fetches the dialog's code, so it opens at once.
    <div className={cn('grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]', className)} onPointerEnter={preloadDialog} onFocus={preloadDialog}>
      <section id="availability" ref={sectionRef} aria-labelledby="availability-heading" className="min-w-0 scroll-mt-24">
        <h2 id="availability-heading" className="mb-1 text-xl font-semibold text-primary-900">
          Availability
        </h2>
        <p className="mb-3 text-sm text-slate-600">Pick a time to book. Each slot is 30 minutes; longer sessions run on.</p>
        {/* Keyed by zone: when the browser's zone differs from the server's, the hydrated calendar is
            replaced rather than updated, so its slot buttons do not run colour transitions (and
            their events) from the server's hour bands to the viewer's. */}
        <AvailabilityCalendar
          key={zoneKey(timeZone)}
          slots={slots}
          now={now}
          timeZone={timeZone}
          selectedKey={open ? slotKey : null}
          onSelect={openWithSlot}
        />
        {isOwner && (
          // The coach's owner also sees their weekly hours, edited on the availability page.
          <div className="mt-6 rounded-xl border border-primary-100 bg-primary-50/40 p-4">
            <h3 className="mb-3 text-lg font-semibold text-primary-900">Your weekly hours</h3>
            <Suspense fallback={null}>
              <WeeklyHoursSummary coachId={coach.id} />
            </Suspense>
          </div>
        )}
      </section>

      <aside aria-labelledby="booking-heading" className="h-fit rounded-xl border border-slate-200 bg-white p-4 lg:sticky lg:top-24">
        <h2 id="booking-heading" className="text-lg font-semibold text-primary-900">
          Book a session
        </h2>
        {bookable ? (
          <p className="mb-3 text-sm text-slate-600">Choose a session type, then a time.</p>
        ) : priced ? (
          <p className="mb-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
            {isOwner ? (
              <>
                Students can book you once an admin has verified you. <Link to="/dashboard/verification" className="font-semibold underline">See your verification</Link>
              </>
            ) : (
              'This coach is not verified yet, so they cannot be booked.'
            )}
          </p>
        ) : (
          <p className="mb-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
            Price: {formatPrice(null)}. {isOwner ? 'You have' : 'This coach has'} not set a price yet, so{' '}
            {isOwner ? 'you' : 'they'} cannot be booked online.
          </p>
        )}
        <ul className="flex flex-col gap-2">
          {types.map((t) => (
            <li key={t.id}>
              <button
                type="button"
                onClick={() => openWithType(t)}
                disabled={isOwner || !bookable}
                className={cn(
                  'flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-left text-sm',
                  'hover:border-primary-700 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700',
                  'disabled:cursor-not-allowed disabled:opacity-60',
                )}
              >
                <span>
                  <span className="block font-semibold text-primary-900">{t.label}</span>
                  {t.label !== `${t.minutes} min` && <span className="text-slate-600">{t.minutes} minutes</span>}
                  {t.description && <span className="mt-0.5 block text-slate-600">{t.description}</span>}
                </span>
                <span className="font-semibold text-slate-900">{formatPrice(t.price)}</span>
              </button>
            </li>
          ))}
        </ul>
        {isOwner ? (
          <p className="mt-3 text-sm text-slate-600">This is your profile: students book you here.</p>
        ) : bookable && (
          <Button variant="accent" fullWidth className="mt-4" onClick={() => setOpen(true)}>
            Book now
          </Button>
        )}
      </aside>

      {dialogMounted && (
        <Suspense fallback={null}>
          <BookingDialog
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              setNoAnswer(null);
            }}
            coachName={coachNameOf(coach)}
            slots={slots}
            types={types}
            slotKey={slotKey}
            onSlotChange={setSlotKey}
            typeId={typeId}
            onTypeChange={setTypeId}
            signedIn={auth.isSignedIn}
            confirming={book.isPending}
            noAnswer={noAnswer}
            onConfirm={(choice) => void confirm(choice)}
            timeZone={timeZone}
            specializations={coach.specializations}
          />
        </Suspense>
      )}
    </div>
  );
}
