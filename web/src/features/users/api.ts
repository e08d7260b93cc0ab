import type { UpdateProfileInput } from '@ssb/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callPage } from '../../lib/api';
import { coachKeys } from '../coaches/api';

export const userKeys = {
  all: ['users'] as const,
  profile: () => ['users', 'profile'] as const,
  stats: () => ['users', 'stats'] as const,
};

/** GET /api/users/profile: the signed-in person's own profile (docs/product/accounts.md "Profile"). */
/** The signed-in person's own profile, always asked again when a page opens. */
export const profileQuery = () =>
  queryOptions({
    queryKey: userKeys.profile(),
    queryFn: () => call('profile'),
    staleTime: 0,
    gcTime: 0,
  });

export function useProfile() {
  return useQuery(profileQuery());
}

/** GET /api/users/stats: the signed-in person's session counts. */
export const userStatsQuery = () => queryOptions({ queryKey: userKeys.stats(), queryFn: () => call('userStats') });

export function useUserStats() {
  return useQuery(userStatsQuery());
}

/**
 * PUT /api/users/profile. The saved profile replaces the cached one; a coach's profile also shows
 * on the coach pages and lists, so those are fetched again.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => call('updateProfile', { body: input }),
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.profile(), user);
      void queryClient.invalidateQueries({ queryKey: coachKeys.all });
    },
  });
}

/** POST /api/users/upload, multipart field `avatar` (a JPEG named avatar.jpg). Resolves to the new link. */
export function useUploadAvatar() {
  return useMutation({
    mutationFn: async (photo: Blob): Promise<string> => {
      const form = new FormData();
      form.append('avatar', photo, 'avatar.jpg');
      const { url } = await call('uploadAvatar', { body: form });
      if (url) return url;
      throw new Error('Could not upload profile photo');
    },
  });
}

export type UserFilters = { q: string; role: 'mentee' | 'mentor' | 'admin' | ''; status: 'active' | 'suspended' | ''; page: number };
export const USERS_PAGE_SIZE = 20;
const accountsKey = ['admin-users'] as const;

/** GET /users (admins): search by name or email, filter by role and status. */
export function useAccounts(filters: UserFilters) {
  return useQuery({
    queryKey: [...accountsKey, filters],
    queryFn: ({ signal }) =>
      callPage('listUsers', {
        query: { page: filters.page, pageSize: USERS_PAGE_SIZE, q: filters.q || undefined, role: filters.role || undefined, status: filters.status || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Suspends or reactivates an account; the list, the coach lists and the money console are read again. */
export function useAccountAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: 'suspend' | 'reactivate'; reason: string }) =>
      call(action === 'suspend' ? 'suspendUser' : 'reactivateUser', { params: { id }, body: { reason } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: accountsKey });
      void queryClient.invalidateQueries({ queryKey: coachKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['admin-money'] });
    },
  });
}
