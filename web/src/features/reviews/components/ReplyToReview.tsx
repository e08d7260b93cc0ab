import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/Button';

// The form and its contract (zod) load on the first press: the coach's page is public, and its
// visitors never reply (decision 029).
const ReplyForm = lazy(() => import('./ReplyForm').then((m) => ({ default: m.ReplyForm })));

/** 'Reply' under a review the coach has not answered yet, then the reply form. */
export function ReplyToReview({ coachId, sessionId }: { coachId: string; sessionId: string }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <div>
        <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
          Reply
        </Button>
      </div>
    );
  }
  return (
    <Suspense fallback={<p className="text-sm text-slate-600">Opening the reply form…</p>}>
      <ReplyForm coachId={coachId} sessionId={sessionId} onCancel={() => setOpen(false)} />
    </Suspense>
  );
}
