import { OPTIONAL_MAIL_LABELS, UNSUBSCRIBE_MESSAGES } from '@ssb/domain';
import { Link, useSearchParams } from '../../../lib/router';
import { Alert } from '../../../components/ui/Alert';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { isApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useUnsubscribe } from '../api';

/**
 * /unsubscribe?token= (docs/product/notifications.md "Unsubscribing"): where an optional mail's link
 * leads, signed in or not. It asks first: mail scanners open links, and opening must change nothing.
 */
export default function UnsubscribePage() {
  usePageTitle('Unsubscribe');
  const token = useSearchParams()[0].get('token') ?? '';
  const { isSignedIn } = useAuth();
  const unsubscribe = useUnsubscribe();
  const settings = isSignedIn ? (
    <Link to="/profile/edit" className="font-semibold text-primary-700 underline">
      Settings
    </Link>
  ) : (
    'Settings, once signed in'
  );

  let body;
  if (!token) body = <Alert tone="danger">{UNSUBSCRIBE_MESSAGES.badLink}</Alert>;
  else if (unsubscribe.isSuccess) {
    const { mail, email } = unsubscribe.data;
    body = (
      <div role="status" className="flex flex-col gap-3">
        <p className="text-lg font-semibold text-primary-900">You are unsubscribed</p>
        <p className="text-slate-700">
          {email} will no longer get {OPTIONAL_MAIL_LABELS[mail].title.toLowerCase()}. You can turn them back on in {settings}.
        </p>
      </div>
    );
  } else
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-slate-700">Stop this kind of mail? Sign-in codes, receipts and changes to your bookings will still be sent.</p>
        {unsubscribe.isError && (
          <Alert tone="danger">{isApiError(unsubscribe.error) ? unsubscribe.error.message : 'Could not unsubscribe. Check your connection and try again.'}</Alert>
        )}
        <div className="flex flex-wrap gap-2">
          <Button busy={unsubscribe.isPending} busyLabel="Unsubscribing…" onClick={() => unsubscribe.mutate(token)}>
            Unsubscribe
          </Button>
          <Link to="/" className={buttonClasses({ variant: 'ghost' })}>
            Keep getting them
          </Link>
        </div>
      </div>
    );

  return (
    <div className="container-page max-w-xl py-10 sm:py-16">
      <h1 className="mb-4 text-2xl font-bold text-primary-900">Email preferences</h1>
      <div className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">{body}</div>
    </div>
  );
}
