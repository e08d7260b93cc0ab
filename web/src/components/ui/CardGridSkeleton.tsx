import type { ComponentType } from 'react';

/** A grid of card placeholders while a list loads, announced to screen readers by `label`. */
export function CardGridSkeleton({ label, count, Card }: { label: string; count: number; Card: ComponentType }) {
  return (
    <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} />
      ))}
    </div>
  );
}
