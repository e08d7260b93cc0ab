import { useEffect, useState } from 'react';
import { messageOf } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { currentSubscription, pushSupported, turnPushOff, turnPushOn } from '../push';

/** Settings: "Reminders on this device", as notifications from the browser or the installed app. */
export function PushOptIn() {
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const supported = pushSupported();

  useEffect(() => {
    if (!supported) return;
    void currentSubscription().then(
      (subscription) => setOn(subscription !== null),
      () => setOn(false),
    );
  }, [supported]);

  const toggle = async (next: boolean) => {
    setBusy(true);
    try {
      await (next ? turnPushOn() : turnPushOff());
      setOn(next);
      notify('success', next ? 'Reminders on this device turned on' : 'Reminders on this device turned off');
    } catch (failure) {
      notify('error', 'Could not change notifications on this device', { description: messageOf(failure, 'Please try again.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex items-start justify-between gap-4 border-t border-slate-200 pt-3">
      <label htmlFor="push-this-device" className="flex flex-col">
        <span className="font-medium text-slate-900">Reminders on this device</span>
        <span className="text-sm text-slate-600">
          {supported ? 'A notification 24 hours and 1 hour before each session, on this phone or computer.' : 'This browser cannot show notifications.'}
        </span>
      </label>
      <input
        id="push-this-device"
        type="checkbox"
        role="switch"
        className="mt-1 size-6 shrink-0 accent-primary-700"
        disabled={!supported || on === null || busy}
        aria-busy={busy}
        checked={on === true}
        onChange={(e) => void toggle(e.target.checked)}
      />
    </div>
  );
}
