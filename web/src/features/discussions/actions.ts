import { isHttpUrl } from '@ssb/domain';
import { isApiError } from '../../lib/api';

/** The server's own message when it sent one, else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status > 0) {
    const body = error.data as { error?: unknown } | undefined;
    if (body && typeof body.error === 'string' && body.error) return body.error;
  }
  return fallback;
}

/**
 * Opens a tab for the meet link while still inside the click (so popup blockers allow it), then
 * points it at the link once `load` resolves. The tab is cut from this page (`opener = null`);
 * when no tab could be opened, falls back to window.open(url, '_blank', 'noopener').
 */
export async function openInNewTab(load: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) {
    try {
      tab.opener = null;
      tab.document.title = 'Opening the discussion…';
      tab.document.body.style.font = '16px system-ui, sans-serif';
      tab.document.body.textContent = 'Opening the discussion…';
    } catch {
      // a browser that does not let us touch the blank tab: it simply stays blank until it navigates
    }
  }
  let url: string;
  try {
    url = await load();
    if (!isHttpUrl(url)) throw new Error('The meeting link is not a web address');
  } catch (error) {
    tab?.close();
    throw error;
  }
  if (tab && !tab.closed) tab.location.replace(url);
  else window.open(url, '_blank', 'noopener');
}
