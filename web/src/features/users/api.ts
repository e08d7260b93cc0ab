import type { UpdateProfileInput, User } from '@ssb/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const userKeys = {
  all: ['users'] as const,
  profile: () => ['users', 'profile'] as const,
};

/** GET /api/users/profile: the signed-in person's own profile (docs/product/accounts.md "Profile"). */
export function useProfile() {
  return useQuery({
    queryKey: userKeys.profile(),
    queryFn: () => api.get<User>('/users/profile'),
    staleTime: 0,
    gcTime: 0,
  });
}

export const usersApi = {
  updateProfile: (input: UpdateProfileInput) => api.put<User>('/users/profile', input),
  /** POST /api/users/upload, multipart field `avatar` (a JPEG named avatar.jpg). Returns the new link. */
  uploadAvatar: async (photo: Blob): Promise<string> => {
    const form = new FormData();
    form.append('avatar', photo, 'avatar.jpg');
    const body = await api.post<unknown>('/users/upload', form);
    // The link is read from data.url, url, or the body itself (older servers answer each way).
    if (typeof body === 'string' && body) return body;
    const url = (body as { url?: unknown } | null)?.url;
    if (typeof url === 'string' && url) return url;
    throw new Error('Could not upload profile photo');
  },
};
