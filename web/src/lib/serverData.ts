import type { QueryClient } from '@tanstack/react-query';

/**
 * What a page shows first, for the server to fetch before it renders the page
 * (docs/decisions/008): the page's own queries, with the query options its components use. A page
 * module that exports `serverData` is rendered on the server for signed-out visitors; the others
 * are rendered in the browser.
 */
export type ServerData = (queryClient: QueryClient, params: Readonly<Record<string, string | undefined>>, search: URLSearchParams) => Promise<unknown>[];

/**
 * Elements a server-rendered page adds to the end of `<head>`, from the data `serverData` fetched
 * (e.g. `<meta name="robots" content="noindex">` on an unverified coach's page); '' for none.
 */
export type ServerHead = (queryClient: QueryClient, params: Readonly<Record<string, string | undefined>>) => string;
