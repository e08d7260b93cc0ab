import { OPTIONAL_MAIL_LABELS, OPTIONAL_MAILS, type OptionalMail } from '@ssb/domain';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { isApiError } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useMailPreferences, useSaveMailPreferences } from '../api';
import { PushOptIn } from './PushOptIn';

/**
 * Settings, "Email": which optional mails the person gets (docs/product/notifications.md "Mail
 * preferences"). Each switch saves at once; codes, receipts, refunds and booking changes are always sent.
 */
export function MailPreferencesSection() {
  const preferences = useMailPreferences();
  const save = useSaveMailPreferences();

  const toggle = (mail: OptionalMail, on: boolean) => {
    if (!preferences.data) return;
    save.mutate(
      { ...preferences.data, [mail]: on },
      {
        onSuccess: () => notify('success', on ? `${OPTIONAL_MAIL_LABELS[mail].title} turned on` : `${OPTIONAL_MAIL_LABELS[mail].title} turned off`),
        onError: (failure) => notify('error', 'Could not save your choice', { description: isApiError(failure) ? failure.message : 'Check your connection and try again.' }),
      },
    );
  };

  let body;
  if (preferences.isPending) body = <Skeleton className="h-28" />;
  else if (preferences.isError)
    body = <ErrorState title="Your email choices could not be loaded" message="Check your connection and try again." onRetry={() => void preferences.refetch()} />;
  else
    body = (
      <ul className="flex flex-col divide-y divide-slate-200">
        {OPTIONAL_MAILS.map((mail) => {
          const { title, description } = OPTIONAL_MAIL_LABELS[mail];
          const id = `mail-${mail}`;
          return (
            <li key={mail} className="flex items-start justify-between gap-4 py-3">
              <label htmlFor={id} className="flex flex-col">
                <span className="font-medium text-slate-900">{title}</span>
                <span className="text-sm text-slate-600">{description}</span>
              </label>
              <input
                id={id}
                type="checkbox"
                role="switch"
                className="mt-1 size-6 shrink-0 accent-primary-700"
                checked={preferences.data[mail]}
                onChange={(e) => toggle(mail, e.target.checked)}
              />
            </li>
          );
        })}
      </ul>
    );

  return (
    <section aria-labelledby="mail-preferences-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="mail-preferences-heading" className="text-lg font-semibold text-primary-900">
        Email and notifications
      </h2>
      <p className="mt-1 mb-3 text-sm text-slate-600">Sign-in codes, receipts, refunds and changes to your bookings are always sent.</p>
      {body}
      <PushOptIn />
    </section>
  );
}
