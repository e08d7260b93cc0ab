import type { ExternalToast } from 'sonner';

/**
 * The one way to raise a toast: sonner's `toast[kind](title, options)` ('message' is the plain
 * `toast(title)`), with sonner loaded by the first toast: a module that
 * only may toast (after a booking, a failed update) does not bring sonner (~34 KB, which also
 * injects its stylesheet when it loads) into its page's first JavaScript. The layout mounts the
 * Toaster once the page has loaded; toasts raised before are shown when it subscribes.
 */
export function notify(kind: 'success' | 'error' | 'warning' | 'info' | 'message', title: string, options?: ExternalToast): void {
  import('sonner')
    .then(({ toast }) => {
      if (options) toast[kind](title, options);
      else toast[kind](title);
    })
    .catch(() => undefined);
}
