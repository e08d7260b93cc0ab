import { useEffect } from 'react';
import { useLocation, useNavigationType } from '../lib/router';

const WAIT_MS = 2000;

/**
 * On navigation, scroll to the hash anchor (waiting briefly for lazy content to render it),
 * or to the top when there is none (docs/product/screens.md "Home"). Back/forward without a hash keeps the
 * browser's own position.
 */
export function ScrollToHash() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (!hash) {
      if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // keep as is
    }
    const scroll = () => {
      const el = document.getElementById(id);
      if (!el) return false;
      el.scrollIntoView({ block: 'start' });
      return true;
    };
    if (scroll()) return;
    const observer = new MutationObserver(() => {
      if (scroll()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, hash, navigationType]);

  return null;
}
