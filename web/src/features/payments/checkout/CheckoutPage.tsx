import { formatPaise } from '@ssb/domain';
import { Link, Navigate, useParams } from '../../../lib/router';
import { Alert } from '../../../components/ui/Alert';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useAuth } from '../../../lib/auth';
import { useSession, type Session } from '../../sessions/api';
import { BookingSummary } from '../../sessions/components/BookingSummary';
import { confirmedPath, sessionPath } from '../../sessions/paths';
import { isBusy } from './checkoutMachine';
import { useCountdown } from './countdown';
import { HoldCountdown } from './HoldCountdown';
import { TestCheckoutDialog } from './TestCheckoutDialog';
import { TestModeBanner } from './TestModeBanner';
import { TermsLine } from './TermsLine';
import { useCheckout } from './useCheckout';

export const HOLD_EXPIRED = 'Your hold on this slot expired';

const chooseAgainPath = (session: Session) => `/coaches/${session.mentor.id}?focus=availability`;

function Checkout({ session }: { session: Session & { payment: NonNullable<Session['payment']> } }) {
  const holdLeft = useCountdown(session.holdExpiresAt);
  const { state, pay, test, lateNote } = useCheckout(session, holdLeft);
  const price = formatPaise(session.payment.amount);

  return (
    <div className="flex flex-col gap-4">
      {session.payment.gateway === 'test' && <TestModeBanner />}
      <BookingSummary session={session} amountLabel="To pay" />

      {state.step === 'expired' ? (
        <Alert tone="warning" title={HOLD_EXPIRED} role="alert">
          <p>{lateNote ?? 'The time is free again for others, and nothing was charged.'}</p>
          <Link to={chooseAgainPath(session)} className={buttonClasses({ variant: 'accent', className: 'mt-3' })}>
            Choose another time
          </Link>
        </Alert>
      ) : (
        <>
          {state.step !== 'paid' && state.step !== 'verifying' && <HoldCountdown msLeft={holdLeft} />}
          {state.step === 'failed' && (
            <Alert tone="danger" title={state.title}>
              {state.reason}
            </Alert>
          )}
          {state.step === 'verifying' && (
            <Alert tone="info" title="Confirming your payment">
              Please keep this page open for a moment.
            </Alert>
          )}
          <Button variant="accent" size="lg" fullWidth onClick={pay} disabled={isBusy(state)} busy={isBusy(state)} busyLabel="Waiting for the payment…">
            {state.step === 'failed' ? 'Try again' : `Pay ${price}`}
          </Button>
          <TermsLine />
        </>
      )}

      {session.payment.gateway === 'test' && <TestCheckoutDialog orderId={session.payment.orderId} {...test} />}
    </div>
  );
}

function CheckoutSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4">
      <Skeleton className="h-48" />
      <Skeleton className="h-14" />
      <Skeleton className="h-12" />
    </div>
  );
}

/**
 * /sessions/{id}/checkout: pay for a pending booking while its slot is held (docs/product/money.md
 * "Hold, then pay"). A paid session goes on to its confirmation; a lapsed one says so and links back
 * to the coach's calendar.
 */
export default function CheckoutPage() {
  const { id } = useParams();
  const auth = useAuth();
  const query = useSession(id);
  const session = query.data;

  let body;
  if (query.isPending) body = <CheckoutSkeleton />;
  else if (query.isError || !session)
    body = (
      <EmptyState
        title="Booking not found"
        description="It may have lapsed, or it belongs to someone else."
        action={
          <Link to="/dashboard/sessions" className={buttonClasses({ variant: 'outline' })}>
            Go to my sessions
          </Link>
        }
      />
    );
  else if (session.status === 'scheduled' || session.status === 'completed') body = <Navigate to={confirmedPath(session.id)} replace />;
  // Cancelled or disputed: nothing to pay; the session's page says what happened.
  else if (session.status !== 'pending_payment' && session.status !== 'expired') body = <Navigate to={sessionPath(session.id)} replace />;
  else if (session.menteeId.id !== auth.user?.id || !session.payment)
    body = (
      <EmptyState
        title="Nothing to pay here"
        description="Only the mentee who booked this session pays for it."
        action={
          <Link to={sessionPath(session.id)} className={buttonClasses({ variant: 'outline' })}>
            View the session
          </Link>
        }
      />
    );
  else body = <Checkout session={session as Session & { payment: NonNullable<Session['payment']> }} />;

  return (
    <div className="container-page max-w-xl py-8 sm:py-12">
      <PageHeader title="Pay for your session" description="Pay to confirm the booking. Your slot is held while you pay." />
      {body}
    </div>
  );
}
