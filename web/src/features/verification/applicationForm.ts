import { verificationApplicationInputSchema, type VerificationApplicationInput, type VerificationKind } from '@ssb/domain';
import { contractResolver } from '../../lib/contractResolver';

/** What the coach types (numbers as text, as inputs give them). Proofs are uploaded apart and named by id. */
export interface ApplicationFormValues {
  kind: VerificationKind;
  service: string;
  branch: string;
  rank: string;
  yearsOfService: string;
  credentials: string;
  boardExperience: string;
  publicLink: string;
  proofIds: string[];
}

export const APPLICATION_FIELDS = ['kind', 'service', 'branch', 'rank', 'yearsOfService', 'credentials', 'boardExperience', 'publicLink', 'proofIds'] as const;

export const emptyApplication = (): ApplicationFormValues => ({
  kind: 'armed_forces',
  service: '',
  branch: '',
  rank: '',
  yearsOfService: '',
  credentials: '',
  boardExperience: '',
  publicLink: '',
  proofIds: [],
});

const orUndefined = (value: string) => (value.trim() ? value.trim() : undefined);

/** The API's application: an officer's record or the credentials, never both; years as a number (NaN when not one, which the contract refuses). */
export function applicationPayload(values: ApplicationFormValues): VerificationApplicationInput {
  const officer = values.kind === 'armed_forces';
  const years = values.yearsOfService.trim();
  return {
    kind: values.kind,
    ...(officer
      ? {
          service: orUndefined(values.service) as VerificationApplicationInput['service'],
          branch: orUndefined(values.branch),
          rank: orUndefined(values.rank),
          yearsOfService: years === '' ? undefined : /^\d+$/.test(years) ? Number(years) : Number.NaN,
        }
      : { credentials: orUndefined(values.credentials) }),
    boardExperience: values.boardExperience,
    publicLink: values.publicLink.trim(),
    proofIds: values.proofIds,
  };
}

/** The server's own contract checks the form, with its messages. */
export const applicationResolver = contractResolver<ApplicationFormValues>(verificationApplicationInputSchema, applicationPayload, APPLICATION_FIELDS);
