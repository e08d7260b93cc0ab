import type { ReactNode } from 'react';
import { LogoMark } from '../../../components/ui/Logo';
import { usePageTitle } from '../../../lib/usePageTitle';

export interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Under the card: "New here? Create an account". */
  footer?: ReactNode;
}

/** The calm, centred card every sign-in and recovery screen uses. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  usePageTitle(title);
  return (
    <div className="container-page flex justify-center py-6 sm:py-12">
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <div className="mb-6 flex flex-col items-center text-center">
            <LogoMark className="mb-3 size-10" />
            <h1 className="text-2xl font-bold tracking-tight text-primary-900">{title}</h1>
            {description && <p className="mt-2 text-sm text-slate-600">{description}</p>}
          </div>
          {children}
        </div>
        {footer && <div className="mt-5 text-center text-sm text-slate-700">{footer}</div>}
      </div>
    </div>
  );
}

/** A text link inside the auth screens. */
export const authLink = 'font-semibold text-primary-700 underline-offset-4 hover:underline rounded-sm';
