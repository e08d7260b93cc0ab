/** A coach's weekly schedule over HTTP (docs/product/schedule.md). */
import type { ScheduleInput } from '@ssb/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { coachKeys } from '../coaches/api';

export const scheduleKeys = {
  of: (coachId: string) => ['schedule', coachId] as const,
};

export const scheduleQuery = (coachId: string) =>
  queryOptions({ queryKey: scheduleKeys.of(coachId), queryFn: ({ signal }) => call('coachSchedule', { params: { id: coachId }, signal }) });

export function useSchedule(coachId: string) {
  return useQuery(scheduleQuery(coachId));
}

/** Saves the whole schedule; the coach's page shows it, so coach answers are fetched again. */
export function useSaveSchedule(coachId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schedule: ScheduleInput) => call('saveCoachSchedule', { params: { id: coachId }, body: schedule }),
    onSuccess: (saved) => {
      queryClient.setQueryData(scheduleKeys.of(coachId), saved);
      void queryClient.invalidateQueries({ queryKey: coachKeys.all });
    },
  });
}
