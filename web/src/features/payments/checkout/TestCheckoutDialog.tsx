import { formatPaise, type CheckoutResult } from '@ssb/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Skeleton } from '../../../components/ui/Skeleton';
import { messageOf } from '../../../lib/api';
import { failTestOrder, payTestOrder, useTestOrder } from './api';
import { TestModeBanner } from './TestModeBanner';

export interface TestCheckoutDialogProps {
  open: boolean;
  orderId: string;
  onPaid: (result: CheckoutResult) => void;
  onFailed: (reason: string) => void;
  /** Closed without paying or failing. */
  onClosed: () => void;
}

/**
 * The built-in test gateway's checkout (no Razorpay keys configured): looks like a gateway's window,
 * says plainly that no money moves, and offers "Pay" and "Fail the payment". It answers exactly as
 * Razorpay's checkout would (order id, payment id, signature), so the rest of the flow is the real one.
 */
export function TestCheckoutDialog({ open, orderId, onPaid, onFailed, onClosed }: TestCheckoutDialogProps) {
  const order = useTestOrder(orderId, open);
  const [acting, setActing] = useState<'pay' | 'fail' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const act = async (kind: 'pay' | 'fail') => {
    setActing(kind);
    setError(null);
    try {
      if (kind === 'pay') onPaid(await payTestOrder(orderId));
      else onFailed((await failTestOrder(orderId)).description);
    } catch (e) {
      setError(messageOf(e, 'The test gateway did not answer. Try again.'));
    } finally {
      setActing(null);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && acting === null && onClosed()}
      title="SSB Academy"
      description="Secure checkout (test gateway)"
      className="max-w-md"
      footer={
        <>
          <Button variant="outline" onClick={() => void act('fail')} disabled={acting !== null} busy={acting === 'fail'} busyLabel="Failing…">
            Fail the payment
          </Button>
          <Button variant="accent" onClick={() => void act('pay')} disabled={acting !== null || !order.data} busy={acting === 'pay'} busyLabel="Paying…">
            Pay
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <TestModeBanner />
        {order.isPending ? (
          <div aria-hidden="true" className="flex flex-col gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-9 w-1/3" />
          </div>
        ) : order.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {messageOf(order.error, 'Could not load the order.')}
          </p>
        ) : (
          <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
            <p className="text-sm text-slate-600">{order.data.description}</p>
            <p className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{formatPaise(order.data.amount)}</p>
            <p className="mt-2 text-xs break-all text-slate-500">Order {order.data.orderId}</p>
          </div>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-800">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
