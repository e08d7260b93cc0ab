/** Reports (docs/product/admin-console.md "Reports"): anyone signed in files one; admins handle them. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateReportInput, HandleReportInput, ReportStatus } from '@ssb/domain';
import { call, callPage } from '../../lib/api';
import { adminOverviewKey } from '../admin/api';

const reportKeys = { all: ['admin-reports'] as const, queue: (status: ReportStatus, page: number) => ['admin-reports', { status, page }] as const };

export function useCreateReport() {
  return useMutation({ mutationFn: (input: CreateReportInput) => call('createReport', { body: input }) });
}

export function useReportQueue(status: ReportStatus, page: number) {
  return useQuery({
    queryKey: reportKeys.queue(status, page),
    queryFn: ({ signal }) => callPage('reportQueue', { query: { status, page, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useHandleReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: HandleReportInput & { id: string }) => call('handleReport', { params: { id }, body: input }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: reportKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminOverviewKey });
    },
  });
}

/** Takes the reported review, article or resource down and resolves the report with the reason. */
export function useTakeDownReported() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => call('takeDownReported', { params: { id }, body: { reason } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: reportKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminOverviewKey });
    },
  });
}
