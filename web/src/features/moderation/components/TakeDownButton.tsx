import { lazy, Suspense, type ComponentProps } from 'react';
import { useAuth } from '../../../lib/auth';
import type { TakeDownDialog as Dialog } from './TakeDownDialog';

const TakeDownDialog = lazy(() => import('./TakeDownDialog').then((m) => ({ default: m.TakeDownDialog })));

/** An admin's "Take down" on a public page; its code loads for admins only. */
export function TakeDownButton(props: ComponentProps<typeof Dialog>) {
  const { role } = useAuth();
  if (role !== 'admin') return null;
  return (
    <Suspense fallback={null}>
      <TakeDownDialog {...props} />
    </Suspense>
  );
}
