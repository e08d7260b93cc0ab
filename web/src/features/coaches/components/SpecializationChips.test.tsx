import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SpecializationChips } from './SpecializationChips';

const items = [
  { name: 'Psychology', count: 12 },
  { name: 'Command Tasks', count: 5 },
];

describe('SpecializationChips', () => {
  it('shows each specialization with its count and which ones are chosen', () => {
    render(<SpecializationChips items={items} selected={['Command Tasks']} filtering onToggle={() => {}} onClear={() => {}} />);
    const psych = screen.getByRole('button', { name: /Psychology/ });
    expect(psych).toHaveTextContent('Psychology12 coaches');
    expect(psych).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: /Command Tasks/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('toggles a chip (multi-select) and clears the filters', () => {
    const onToggle = vi.fn();
    const onClear = vi.fn();
    render(<SpecializationChips items={items} selected={['Psychology']} filtering onToggle={onToggle} onClear={onClear} />);
    fireEvent.click(screen.getByRole('button', { name: /Command Tasks/ }));
    fireEvent.click(screen.getByRole('button', { name: /Psychology/ }));
    expect(onToggle.mock.calls).toEqual([['Command Tasks'], ['Psychology']]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it("offers 'Clear filters' only while something filters", () => {
    render(<SpecializationChips items={items} selected={[]} filtering={false} onToggle={() => {}} onClear={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it("says 'No specializations available' when there are none", () => {
    render(<SpecializationChips items={[]} selected={[]} filtering={false} onToggle={() => {}} onClear={() => {}} />);
    expect(screen.getByText('No specializations available')).toBeInTheDocument();
  });

  it('keeps a chosen specialization visible with 0 when the query leaves it no coaches', () => {
    render(<SpecializationChips items={items} selected={['TAT']} filtering onToggle={() => {}} onClear={() => {}} />);
    expect(screen.getByRole('button', { name: /TAT/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /TAT/ })).toHaveTextContent('TAT0 coaches');
  });
});
