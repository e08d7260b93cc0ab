import { fireEvent, render, screen } from '@testing-library/react';
import { BrowserLocation } from '../../lib/router';
import { describe, expect, it, vi } from 'vitest';
import { Pager, pageFrom } from './Pager';

const hrefFor = (page: number) => (page === 1 ? '/blog' : `/blog?page=${page}`);

function renderPager(page: number, total: number, onNavigate?: (page: number) => void) {
  return render(
    <BrowserLocation>
      <Pager page={page} total={total} pageSize={10} hrefFor={hrefFor} onNavigate={onNavigate} />
    </BrowserLocation>,
  );
}

describe('Pager', () => {
  it('links to the previous and next pages and says which page this is', () => {
    const onNavigate = vi.fn();
    renderPager(2, 30, onNavigate);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog?page=3');
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(onNavigate).toHaveBeenCalledWith(3);
  });

  it('shows Previous as disabled on the first page and Next on the last', () => {
    const { unmount } = renderPager(1, 30);
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    unmount();
    renderPager(3, 30);
    expect(screen.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
  });

  it('is not shown when everything fits on the first page, but is past the last page', () => {
    const { container, unmount } = renderPager(1, 10);
    expect(container).toBeEmptyDOMElement();
    unmount();
    renderPager(4, 10);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog?page=3');
  });
});

describe('pageFrom', () => {
  it('reads ?page= as a whole number of at least 1', () => {
    expect(pageFrom(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=x']) expect(pageFrom(new URLSearchParams(bad))).toBe(1);
  });
});
