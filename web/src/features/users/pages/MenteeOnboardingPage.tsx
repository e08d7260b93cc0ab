import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { Textarea } from '../../../components/ui/Textarea';
import { OnboardingWizard, tagListStep, type OnboardingStep } from '../components/OnboardingWizard';
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
    label: 'Education',
    title: 'Your highest education',
    description: 'Coaches use it to tailor your preparation.',
    fields: ['education'],
    render: ({ register, formState: { errors } }) => (
      <Field label="Highest education" error={errorText(errors.education)}>
        <Input autoComplete="off" maxLength={300} placeholder="e.g. B.Tech, Mechanical Engineering (final year)" {...register('education')} />
      </Field>
    ),
  },
  tagListStep({
    name: 'achievements',
    label: 'Achievements',
    title: 'Your achievements',
    description: 'Exams cleared, NCC, sports, leadership roles: anything your coach should know.',
    suggestions: ACHIEVEMENT_SUGGESTIONS,
    placeholder: 'e.g. Cleared CDS written',
    maxLength: 300,
  }),
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

/** /onboard/mentee (docs/product/screens.md "Onboarding"): highest education, achievements, short bio. */
export default function MenteeOnboardingPage() {
  return (
    <OnboardingWizard
      title="Tell us about yourself"
      intro="Three short steps to help coaches prepare for your sessions. Every step is optional."
      steps={STEPS}
    />
  );
}
