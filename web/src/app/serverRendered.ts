/**
 * The public pages the server renders to HTML for signed-out visitors (docs/decisions/008): the
 * route ids of router.tsx and, for each, the queries its first screen shows. The server fetches
 * them, renders the page with their data and embeds the query cache in the HTML, so the browser
 * shows the content before any JavaScript runs and hydrates it without fetching again.
 */
import type { QueryClient } from '@tanstack/react-query';
import { BLOG_PREVIEW_POSTS } from '@ssb/domain';
import type { Params } from 'react-router';
import { configQuery } from '../lib/config';
import { blogPostsQuery } from '../features/blog/api';
import { pageFrom } from '../components/ui/Pager';
import { coachQuery, coachSearchQuery, featuredMentorsQuery, specializationCountsQuery } from '../features/coaches/api';
import { readCoachSearch } from '../features/coaches/searchParams';

type Prefetch = (queryClient: QueryClient, params: Params, search: URLSearchParams) => Promise<unknown>[];

export const SERVER_RENDERED: Record<string, Prefetch> = {
  home: (qc) => [qc.prefetchQuery(featuredMentorsQuery()), qc.prefetchQuery(blogPostsQuery({ page: 1, pageSize: BLOG_PREVIEW_POSTS }))],
  coaches: (qc, _params, search) => {
    const coachSearch = readCoachSearch(search);
    return [qc.prefetchQuery(coachSearchQuery(coachSearch)), qc.prefetchQuery(specializationCountsQuery(coachSearch.q))];
  },
  coach: (qc, params) => {
    const id = params.id?.trim();
    return id ? [qc.prefetchQuery(coachQuery(id))] : [];
  },
  blog: (qc, _params, search) => [qc.prefetchQuery(blogPostsQuery({ page: pageFrom(search) }))],
};

/** Every page's layout: the footer's contact details. */
export const prefetchLayout = (qc: QueryClient) => [qc.prefetchQuery(configQuery)];

/**
 * The modules (source paths, as keys of Vite's build manifest) a server-rendered page hydrates
 * with beyond the entry script: its route's page and the layout's lazy footer. The server names
 * their chunks in the page's HTML (modulepreload, entry-server.tsx), so the browser fetches them
 * with the entry script instead of discovering them an import wave later. serverRendered.test.ts
 * checks that these are the modules router.tsx and RootLayout.tsx load.
 */
const LAYOUT_MODULES = ['src/app/layout/Footer.tsx'];
export const HYDRATION_MODULES: Record<string, string[]> = {
  home: ['src/features/home/pages/HomePage.tsx', ...LAYOUT_MODULES],
  coaches: ['src/features/coaches/pages/CoachesPage.tsx', ...LAYOUT_MODULES],
  coach: ['src/features/coaches/pages/CoachProfilePage.tsx', ...LAYOUT_MODULES],
  blog: ['src/features/blog/pages/BlogListPage.tsx', ...LAYOUT_MODULES],
};
