import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrowserLocation, Link, navigate, Route, Switch, useBlocker, useLocation, useNavigationPending, useNavigationType, useSearchParams } from '.';
import { isActiveLink } from './NavLink';

function Where() {
  const { pathname, search } = useLocation();
  return (
    <p>
      at {pathname}
      {search} by {useNavigationType()}
      {useNavigationPending() ? ', next page on its way' : ''}
    </p>
  );
}

/** `prepare` that keeps /slow waiting until `release` is called. */
function slowPage() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { prepare: (pathname: string) => (pathname === '/slow' ? gate : null), release: () => release() };
}

/** The browser's back (or forward) button, landing on `path`. */
function browserGoesBackTo(path: string) {
  window.history.replaceState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

describe('the app location', () => {
  it('keeps the page on screen until the next page is prepared, saying a page is on its way', async () => {
    window.history.replaceState(null, '', '/here');
    const slow = slowPage();
    render(
      <BrowserLocation prepare={slow.prepare}>
        <Where />
        <Link to="/slow">Slow page</Link>
      </BrowserLocation>,
    );
    expect(screen.getByText('at /here by POP')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Slow page' }));
    expect(await screen.findByText('at /here by POP, next page on its way')).toBeInTheDocument();
    slow.release();
    expect(await screen.findByText('at /slow by PUSH')).toBeInTheDocument();
  });

  it('shows the latest navigation when an earlier one is still loading', async () => {
    window.history.replaceState(null, '', '/here');
    const slow = slowPage();
    render(
      <BrowserLocation prepare={slow.prepare}>
        <Where />
      </BrowserLocation>,
    );
    act(() => navigate('/slow'));
    act(() => navigate('/fast?x=1', { replace: true }));
    expect(await screen.findByText('at /fast?x=1 by REPLACE')).toBeInTheDocument();
    slow.release();
    await act(async () => {});
    expect(screen.getByText('at /fast?x=1 by REPLACE')).toBeInTheDocument();
  });

  it('follows back and forward', async () => {
    window.history.replaceState(null, '', '/first');
    render(
      <BrowserLocation>
        <Where />
      </BrowserLocation>,
    );
    act(() => navigate('/second'));
    expect(await screen.findByText('at /second by PUSH')).toBeInTheDocument();
    act(() => browserGoesBackTo('/first'));
    expect(await screen.findByText('at /first by POP')).toBeInTheDocument();
  });
});

function Editor() {
  const blocker = useBlocker(true);
  return blocker.state === 'blocked' ? (
    <>
      <button onClick={blocker.proceed}>Leave</button>
      <button onClick={blocker.reset}>Stay</button>
    </>
  ) : (
    <h1>Editor</h1>
  );
}

describe('useBlocker', () => {
  it('holds back the browser’s back button until the visitor agrees, keeping the page in the address bar', async () => {
    window.history.replaceState(null, '', '/edit');
    render(
      <BrowserLocation>
        <Switch>
          <Route path="/edit">
            <Editor />
          </Route>
          <Route path="/elsewhere">
            <h1>Elsewhere</h1>
          </Route>
        </Switch>
        <Where />
      </BrowserLocation>,
    );
    act(() => browserGoesBackTo('/elsewhere'));
    expect(await screen.findByRole('button', { name: 'Leave' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/edit');
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/elsewhere');
    // Still a move back: the browser keeps its scroll position (ScrollToHash).
    expect(screen.getByText('at /elsewhere by POP')).toBeInTheDocument();
  });

  it('never holds back a change of the query on the same page', async () => {
    window.history.replaceState(null, '', '/edit');
    render(
      <BrowserLocation>
        <Editor />
        <Where />
      </BrowserLocation>,
    );
    act(() => navigate('/edit?tab=2'));
    expect(await screen.findByText('at /edit?tab=2 by PUSH')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument();
  });
});

function Query() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <p>q is {params.get('q')}</p>
      <button onClick={() => setParams((current) => ({ q: `${current.get('q') ?? ''}!` }), { replace: true })}>More</button>
    </>
  );
}

describe('useSearchParams', () => {
  it('reads the query as the browser sends it (an encoded + stays a +) and sets it on the same path', async () => {
    window.history.replaceState(null, '', '/admin/users?q=a%2Bb%40x.com');
    render(
      <BrowserLocation>
        <Query />
        <Where />
      </BrowserLocation>,
    );
    expect(screen.getByText('q is a+b@x.com')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByText('q is a+b@x.com!')).toBeInTheDocument();
    expect(screen.getByText('at /admin/users?q=a%2Bb%40x.com%21 by REPLACE')).toBeInTheDocument();
  });
});

describe('Link', () => {
  it('leaves a link to another tab to the browser', () => {
    window.history.replaceState(null, '', '/checkout');
    render(
      <BrowserLocation>
        <Link to="/refunds" target="_blank" rel="noopener">
          Refund policy
        </Link>
        <Where />
      </BrowserLocation>,
    );
    const link = screen.getByRole('link', { name: 'Refund policy' });
    expect(link).toHaveAttribute('href', '/refunds');
    expect(link).toHaveAttribute('target', '_blank');
    link.addEventListener('click', (event) => event.preventDefault()); // no new window in the test
    fireEvent.click(link);
    expect(screen.getByText('at /checkout by POP')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/checkout');
  });
});

describe('isActiveLink', () => {
  it('is the page or one below it, any case and trailing slash; / and `end` links only themselves', () => {
    expect(isActiveLink('/coaches', '/coaches')).toBe(true);
    expect(isActiveLink('/coaches', '/Coaches/c1/')).toBe(true);
    expect(isActiveLink('/coaches', '/coaches-old')).toBe(false);
    expect(isActiveLink('/', '/coaches')).toBe(false);
    expect(isActiveLink('/', '/')).toBe(true);
    expect(isActiveLink('/dashboard', '/dashboard/sessions', true)).toBe(false);
    expect(isActiveLink('/dashboard', '/dashboard/', true)).toBe(true);
    expect(isActiveLink('/dashboard/', '/dashboard', true)).toBe(true);
  });
});
