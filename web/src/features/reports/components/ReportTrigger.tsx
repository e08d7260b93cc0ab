import { Button, type ButtonProps } from '../../../components/ui/Button';

/**
 * The "Report" button: the dialog's trigger, and what ReportButton shows while the dialog's code
 * loads, so that nothing moves when it arrives (a server-rendered page hydrates before it has).
 */
export function ReportTrigger({ what, ...props }: ButtonProps & { what: string }) {
  return (
    <Button variant="ghost" size="sm" className="text-slate-600" {...props}>
      Report<span className="sr-only"> {what}</span>
    </Button>
  );
}
