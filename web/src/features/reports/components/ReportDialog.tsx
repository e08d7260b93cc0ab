import { createReportSchema, REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason, type ReportTarget } from '@ssb/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog, DialogClose } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { Textarea } from '../../../components/ui/Textarea';
import { useCheckedSubmit } from '../../../lib/useCheckedSubmit';
import { useCreateReport } from '../api';
import { ReportTrigger } from './ReportTrigger';

/**
 * "Report" on a coach profile, a review, a post or a resource: a reason from the list and optional
 * words, checked with the server's contract. ReportButton offers it to signed-in people only (the
 * server refuses others), never on their own things (`ownerId`).
 */
export function ReportDialog({ targetType, targetId, what, initiallyOpen = false }: { targetType: ReportTarget; targetId: string; what: string; initiallyOpen?: boolean }) {
  const create = useCreateReport();
  const [open, setOpen] = useState(initiallyOpen);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const checked = useCheckedSubmit(createReportSchema, (input) => create.mutateAsync(input), { done: 'Thank you. Our team will look at it.', failed: 'Could not send your report' });
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={<ReportTrigger what={what} />}
      title={`Report ${what}`}
      description="Tell us what is wrong. Reports go to our admins only; the person is not told who reported them."
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void checked.submit({ targetType, targetId, reason: reason || (undefined as unknown as ReportReason), details: details.trim() || undefined }).then((sent) => sent && setOpen(false));
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-900">Why?</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r} className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 text-sm has-checked:border-primary-700 has-checked:bg-primary-50">
              <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} className="size-4 accent-primary-700" />
              {REPORT_REASON_LABELS[r]}
            </label>
          ))}
        </fieldset>
        <Field label="What happened" hint={reason === 'other' ? 'Required for "Something else"' : 'Optional'}>
          <Textarea rows={3} value={details} onChange={(e) => setDetails(e.target.value)} maxLength={1000} />
        </Field>
        {checked.error && (
          <p role="alert" className="text-sm text-red-700">
            {checked.error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={create.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" busy={create.isPending} busyLabel="Sending…">
            Send report
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
