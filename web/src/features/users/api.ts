import type { UpdateProfileInput } from '@ssb/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
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
