/** The person's own data (docs/product/accounts.md "Your data"): a copy to download, and deleting the account. */
import { endpoints, type DeleteAccountInput } from '@ssb/domain';
import { useMutation } from '@tanstack/react-query';
import { API_BASE, call } from '../../lib/api';

/** The download's address: a plain link, the browser saves the file (the sign-in cookie goes with it). */
export const EXPORT_URL = `${API_BASE}${endpoints.exportMyData.split(' ')[1]}`;

export function useDeleteAccount() {
  return useMutation({ mutationFn: (input: DeleteAccountInput) => call('deleteMyAccount', { body: input }) });
}
