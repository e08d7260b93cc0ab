import {
  formatDateTime,
  formatPrice,
  formatTime,
  groupSlotsByDay,
  SESSION_CATEGORIES,
  sessionCategoryForFocus,
  sessionCategoryLabel,
  type SessionCategory,
  type SessionTypeOption,
} from '@ssb/domain';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog, DialogClose } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { Select } from '../../../components/ui/Select';
import { Textarea } from '../../../components/ui/Textarea';
import { cn } from '../../../lib/cn';
import { TermsLine } from '../../payments/checkout/TermsLine';
import { fitsFrom, type CalendarSlot } from '../../availability/slots';

export interface BookingChoice {
  slot: CalendarSlot;
  type: SessionTypeOption;
  category: SessionCategory;
  /** The focus chosen: one of the coach's specializations, or a category's label when they list none. */
  focus: string;
  description: string;
}

export interface BookingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  coachName: string;
  slots: readonly CalendarSlot[];
  types: readonly SessionTypeOption[];
  slotKey: string | null;
  onSlotChange: (key: string | null) => void;
  typeId: string | null;
  onTypeChange: (id: string | null) => void;
  /** Signed out: Confirm sends to /login, and the dialog opens again after sign-in. */
  signedIn: boolean;
  confirming: boolean;
  /** The last try got no answer (offline, out of time): this message, with "Try again" as the confirm button. */
  noAnswer?: string | null;
  onConfirm: (choice: BookingChoice) => void;
  timeZone?: string;
  /** The coach's specializations: the focus choices (the general categories when there are none). */
  specializations?: readonly string[];
}

/** The dialog's focus choices: the coach's specializations, else the general categories. */
export function focusChoices(specializations: readonly string[] | undefined): string[] {
  const own = [...new Set((specializations ?? []).map((s) => s.trim()).filter(Boolean))];
  return own.length > 0 ? own : SESSION_CATEGORIES.map((c) => sessionCategoryLabel(c));
}

const DESCRIPTION_MAX = 2000;

/** The confirm button says what it does: 'Pay ₹2,000', or 'Book free session' for a type priced 0. */
export function confirmLabel(type: SessionTypeOption | null): string {
  if (!type || type.price === null) return 'Book session';
  return type.price === 0 ? 'Book free session' : `Pay ${formatPrice(type.price)}`;
}

function Summary({ slot, type, timeZone }: { slot: CalendarSlot; type: SessionTypeOption; timeZone?: string }) {
  return (
    <section aria-label="Your booking" className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-slate-600">Session</dt>
        <dd className="font-medium text-slate-900">
          {type.label}
          {type.label !== `${type.minutes} min` && ` · ${type.minutes} min`}
        </dd>
        <dt className="text-slate-600">When</dt>
        <dd className="font-medium text-slate-900">
          <time dateTime={slot.start.toISOString()}>{formatDateTime(slot.start, timeZone)}</time>
        </dd>
        <dt className="text-slate-600">Price</dt>
        <dd className="font-semibold text-slate-900">{type.price === 0 ? 'Free' : formatPrice(type.price)}</dd>
      </dl>
      {type.price !== 0 && <TermsLine className="mt-2 border-t border-slate-200 pt-2" />}
    </section>
  );
}

/**
 * The booking dialog (docs/product/screens.md "Booking dialog"): a slot and a session type are required, Confirm
 * stays disabled until both are chosen (and the session fits the coach's free time); the description is optional.
 * Once both are chosen it sums up the booking (type, time with zone, price) with the cancellation terms, and
 * the button names the price ('Pay ₹2,000') or 'Book free session'.
 */
export function BookingDialog(props: BookingDialogProps) {
  const { open, onOpenChange, coachName, slots, types, slotKey, typeId, signedIn, confirming, timeZone } = props;
  const choices = useMemo(() => focusChoices(props.specializations), [props.specializations]);
  const [focus, setFocus] = useState(choices[0]!);
  const [description, setDescription] = useState('');
  useEffect(() => {
    if (!open) return;
    setDescription('');
    setFocus(choices[0]!);
  }, [open, choices]);

  const slot = slots.find((s) => s.key === slotKey && s.status === 'available') ?? null;
  const type = types.find((t) => t.id === typeId) ?? null;
  const fits = slot && type ? fitsFrom(slot, type.minutes, slots) : true;
  const canConfirm = Boolean(slot && type && fits) && !confirming;
  // Only while open: the closed dialog renders nothing, and the page renders it on every clock tick.
  const days = useMemo(
    () => (open ? groupSlotsByDay(slots.filter((s) => s.status === 'available'), timeZone) : []),
    [open, slots, timeZone],
  );

  const confirm = () => {
    if (!slot || !type || !canConfirm) return;
    const category = SESSION_CATEGORIES.find((c) => sessionCategoryLabel(c) === focus) ?? sessionCategoryForFocus(focus);
    props.onConfirm({ slot, type, category, focus, description: description.trim() });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !confirming && onOpenChange(next)}
      title="Book a session"
      description={`With ${coachName}`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={confirming}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="accent" onClick={confirm} disabled={!canConfirm && !confirming} busy={confirming} busyLabel="Booking…">
            {props.noAnswer ? 'Try again' : confirmLabel(type)}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Field
          label="Time slot"
          required
          hint={
            !slot
              ? 'Choose a start time'
              : type && fits
                ? `Ends at ${formatTime(new Date(slot.start.getTime() + type.minutes * 60_000), timeZone)}`
                : undefined
          }
        >
          <Select value={slot?.key ?? ''} onChange={(e) => props.onSlotChange(e.target.value || null)}>
            <option value="">Choose a time</option>
            {days.map((d) => (
              <optgroup key={d.day} label={formatDateTime(d.slots[0]!.start, timeZone).split(',')[0]}>
                {(d.slots as CalendarSlot[]).map((s) => (
                  <option key={s.key} value={s.key}>
                    {formatDateTime(s.start, timeZone)}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        </Field>

        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">
            Session type <span className="text-red-700" aria-hidden="true">*</span>
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {types.map((t) => {
              const chosen = t.id === type?.id;
              return (
                <button
                  key={t.id}
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => props.onTypeChange(chosen ? null : t.id)}
                  className={cn(
                    'flex min-h-11 items-center justify-between gap-2 rounded-lg border px-3 py-2 text-left text-sm',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700',
                    chosen ? 'border-primary-900 bg-primary-50 ring-1 ring-primary-900' : 'border-slate-300 bg-white hover:border-slate-400',
                  )}
                >
                  <span>
                    <span className="block font-semibold text-primary-900">{t.label}</span>
                    {t.label !== `${t.minutes} min` && <span className="text-slate-600">{t.minutes} min</span>}
                  </span>
                  <span className="font-semibold text-slate-900">{formatPrice(t.price)}</span>
                </button>
              );
            })}
          </div>
        </fieldset>

        {slot && type && !fits && (
          <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            A {type.minutes}-minute session does not fit at this time: the coach is free for less. Choose an earlier time
            or a shorter session.
          </p>
        )}

        {slot && type && fits && <Summary slot={slot} type={type} timeZone={timeZone} />}

        <Field label="Focus">
          <Select value={focus} onChange={(e) => setFocus(e.target.value)}>
            {choices.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </Field>

        <Field label="What would you like to work on?" hint="Optional">
          <Textarea
            rows={3}
            maxLength={DESCRIPTION_MAX}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            placeholder="e.g. PI practice for my upcoming NDA board"
          />
        </Field>

        {props.noAnswer && (
          <p role="alert" ref={(alert) => alert?.scrollIntoView({ block: 'nearest' })} className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
            <span className="font-semibold">Not booked yet.</span> {props.noAnswer} Your choices are kept.
          </p>
        )}

        {!signedIn && (
          <p className="rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-900">
            You will be asked to sign in first; we will bring you back here to confirm.
          </p>
        )}
      </div>
    </Dialog>
  );
}
