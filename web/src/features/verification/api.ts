/** Verification calls (docs/product/verification.md): the coach's application and proofs, the admins' queue. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VerificationApplicationInput, VerificationDecision, VerificationStatus } from '@ssb/domain';
import { call, callPage } from '../../lib/api';
import { adminOverviewKey } from '../admin/api';
import { coachKeys } from '../coaches/api';

export const QUEUE_PAGE_SIZE = 20;

export const verificationKeys = {
  all: ['verification'] as const,
  mine: () => [...verificationKeys.all, 'mine'] as const,
  queue: (status: VerificationStatus, page: number) => [...verificationKeys.all, 'queue', { status, page }] as const,
};

/** Where the signed-in coach stands; `enabled` false for anyone else. */
export function useMyVerification(enabled = true) {
  return useQuery({ queryKey: verificationKeys.mine(), queryFn: ({ signal }) => call('myVerification', { signal }), enabled });
}

export function useUploadProof() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('proof', file, file.name);
      return call('uploadProof', { body: form });
    },
  });
}

export function useRemoveProof() {
  return useMutation({ mutationFn: (id: string) => call('removeProof', { params: { id } }) });
}

export function useApplyForVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VerificationApplicationInput) => call('applyForVerification', { body: input }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: verificationKeys.mine() }),
  });
}

export function useVerificationQueue(status: VerificationStatus, page: number) {
  return useQuery({
    queryKey: verificationKeys.queue(status, page),
    queryFn: ({ signal }) => callPage('verificationQueue', { query: { status, page, pageSize: QUEUE_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Approve or reject; the queue and every coach list are read again (an approval lists the coach). */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...decision }: VerificationDecision & { id: string }) => call('decideVerification', { params: { id }, body: decision }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: verificationKeys.all });
      void queryClient.invalidateQueries({ queryKey: coachKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminOverviewKey });
    },
  });
}

/** A five-minute link to a proof, made when the admin asks for it (the file opens in a new tab). */
export function useProofLink() {
  return useMutation({ mutationFn: (id: string) => call('proofLink', { params: { id } }) });
}
