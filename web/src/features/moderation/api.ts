/** Taking content down and back up (docs/product/admin-console.md "Content"). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentKind } from '@ssb/domain';
import { call, callPage } from '../../lib/api';

const takenDownKey = ['admin-content'] as const;

export function useTakenDown(page: number) {
  return useQuery({
    queryKey: [...takenDownKey, { page }],
    queryFn: ({ signal }) => callPage('takenDownContent', { query: { page, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Takes down or restores; every list of posts and resources is read again. */
export function useSetTakenDown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, down, reason }: { kind: ContentKind; id: string; down: boolean; reason: string }) =>
      call(down ? 'takeDownContent' : 'restoreContent', { params: { kind, id }, body: { reason } }),
    onSettled: () => void queryClient.invalidateQueries(),
  });
}
