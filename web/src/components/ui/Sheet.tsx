import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { CloseIcon } from './Dialog';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Which edge it slides in from. */
  side?: 'left' | 'right';
  /** Accessible title (shown at the top of the panel). */
  title: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A slide-in panel (Radix Dialog): mobile menus. Focus trap, Escape and backdrop click close it. */
export function Sheet({ open, onOpenChange, side = 'right', title, children, className }: SheetProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-slate-950/50" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className={cn(
            'fixed inset-y-0 z-50 flex w-[min(20rem,calc(100vw-3rem))] flex-col bg-white shadow-xl focus:outline-none',
            side === 'right' ? 'right-0 animate-slide-in-right' : 'left-0 animate-slide-in-left',
            className,
          )}
        >
          <div className="flex items-center justify-between border-b border-slate-200 py-2 pr-2 pl-4">
            <RadixDialog.Title className="text-base font-semibold text-primary-900">{title}</RadixDialog.Title>
            <RadixDialog.Close
              className="inline-flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              aria-label="Close menu"
            >
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
