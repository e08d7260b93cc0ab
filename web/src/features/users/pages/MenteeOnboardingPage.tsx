import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { Textarea } from '../../../components/ui/Textarea';
import { OnboardingWizard, type OnboardingStep } from '../components/OnboardingWizard';
import { PreparationFields, TagListField } from '../components/ProfileFields';
import { errorText } from '../profileForm';

export const BIO_SHORT_MAX = 500;

const ACHIEVEMENT_SUGGESTIONS = [
  'NCC C Certificate',
  'NCC B Certificate',
  'Cleared NDA written',
  'Cleared CDS written',
  'Cleared AFCAT',
  'Screened in at SSB',
  'Conferenced out',
  'State-level athlete',
  'School captain',
  'Debate winner',
] as const;

const STEPS: readonly OnboardingStep[] = [
  {
    label: 'Your SSB',
    title: 'What you are preparing for',
    description: 'Your coaches see this on the sessions you book, so they can prepare for you.',
    fields: ['targetEntry', 'attemptNumber', 'boardDate'],
    render: ({ register, formState: { errors } }) => (
      <PreparationFields
        register={register}
        errors={{ targetEntry: errorText(errors.targetEntry), attemptNumber: errorText(errors.attemptNumber), boardDate: errorText(errors.boardDate) }}
      />
    ),
  },
  {
    label: 'Background',
    title: 'Your education and achievements',
    description: 'Exams cleared, NCC, sports, leadership roles: anything your coach should know.',
    fields: ['education', 'achievements'],
    render: ({ register, control, formState: { errors } }) => (
      <>
        <Field label="Highest education" error={errorText(errors.education)}>
          <Input autoComplete="off" maxLength={300} placeholder="e.g. B.Tech, Mechanical Engineering (final year)" {...register('education')} />
        </Field>
        <TagListField
          control={control}
          name="achievements"
          label="Achievements"
          error={errorText(errors.achievements)}
          suggestions={ACHIEVEMENT_SUGGESTIONS}
          placeholder="e.g. Cleared CDS written"
          maxLength={300}
        />
      </>
    ),
  },
  {
    label: 'About you',
    title: 'A short bio',
    description: 'A few lines about you and your SSB goal.',
    fields: ['bio'],
    render: ({ register, watch, formState: { errors } }) => (
      <Field label="Short bio" error={errorText(errors.bio)} hint={`${watch('bio').length} / ${BIO_SHORT_MAX} characters`}>
        <Textarea rows={5} maxLength={BIO_SHORT_MAX} placeholder="e.g. Final-year engineering student aiming for the Indian Army through CDS." {...register('bio')} />
      </Field>
    ),
  },
];

/** /onboard/mentee (docs/product/accounts.md "An aspirant's profile"): target entry, attempt and board date; education and achievements; short bio. */
export default function MenteeOnboardingPage() {
  return (
    <OnboardingWizard
      title="Tell us about yourself"
      intro="Three short steps to help coaches prepare for your sessions. Every step is optional."
      steps={STEPS}
    />
  );
}
