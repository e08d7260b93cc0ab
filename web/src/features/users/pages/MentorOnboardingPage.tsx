import { SKILL_SUGGESTIONS, SPECIALIZATION_SUGGESTIONS } from '@ssb/domain';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { Textarea } from '../../../components/ui/Textarea';
import { GetPaidCard } from '../../earnings/payout-account/GetPaidCard';
import { OnboardingWizard, type OnboardingStep } from '../components/OnboardingWizard';
import { ExperienceField, HourlyRateField, LanguagesField, TagListField } from '../components/ProfileFields';
import { OwnSessionTypes } from '../components/OwnSessionTypes';
import { PhotoUpload } from '../components/PhotoUpload';
import { errorText } from '../profileForm';

export const COACH_BIO_MAX = 4000;

const STEPS: readonly OnboardingStep[] = [
  {
    label: 'Profile',
    title: 'Who you are',
    description: 'What aspirants see first on your profile: your photo, a title, where you are and a few lines about you.',
    fields: ['title', 'location', 'bio'],
    render: ({ register, watch, formState: { errors } }) => (
      <>
        <PhotoUpload />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Title" error={errorText(errors.title)} hint="Shown under your name, e.g. Former GTO, 18 SSB Bengaluru.">
            <Input maxLength={120} placeholder="e.g. Col. (Retd), Former GTO" {...register('title')} />
          </Field>
          <Field label="Location" error={errorText(errors.location)} hint="Your city.">
            <Input autoComplete="address-level2" maxLength={120} placeholder="e.g. Bengaluru" {...register('location')} />
          </Field>
        </div>
        <Field label="Bio" error={errorText(errors.bio)} hint={`${watch('bio').length} / ${COACH_BIO_MAX} characters`}>
          <Textarea rows={5} maxLength={COACH_BIO_MAX} placeholder="Your service, your boards, and how you coach." {...register('bio')} />
        </Field>
      </>
    ),
  },
  {
    label: 'Coaching',
    title: 'What you coach',
    description: 'Aspirants search coaches by these. Pick from the suggestions or type your own.',
    fields: ['specializations', 'skills', 'languages'],
    render: ({ control, formState: { errors } }) => (
      <>
        <TagListField
          control={control}
          name="specializations"
          label="Specializations"
          error={errorText(errors.specializations)}
          suggestions={SPECIALIZATION_SUGGESTIONS}
          placeholder="e.g. Personal interview"
        />
        <TagListField
          control={control}
          name="skills"
          label="Skills"
          error={errorText(errors.skills)}
          suggestions={SKILL_SUGGESTIONS}
          placeholder="e.g. Story writing (TAT)"
        />
        <LanguagesField control={control} error={errorText(errors.languages)} />
      </>
    ),
  },
  {
    label: 'Experience',
    title: 'Your experience',
    description: 'Years of experience and what you have achieved: recommendations, commissions, awards.',
    fields: ['experience', 'achievements'],
    render: ({ control, formState: { errors } }) => (
      <>
        <ExperienceField control={control} error={errorText(errors.experience)} />
        <TagListField
          control={control}
          name="achievements"
          label="Achievements"
          error={errorText(errors.achievements)}
          placeholder="e.g. Former GTO, 18 SSB Bengaluru"
          maxLength={300}
        />
      </>
    ),
  },
  {
    label: 'Hourly rate',
    title: 'Your hourly rate',
    description: 'In Indian rupees. Session prices are worked out from it, unless you offer session types of your own below.',
    fields: ['hourlyRate'],
    render: ({ control, formState: { errors } }) => (
      <>
        <HourlyRateField control={control} error={errorText(errors.hourlyRate)} />
        <OwnSessionTypes />
      </>
    ),
  },
];

/** /onboard/mentor (docs/product/coaches.md "Onboarding"): profile (photo, title, location, bio), what you coach (specializations, skills, languages), experience, hourly rate. */
export default function MentorOnboardingPage() {
  return (
    <>
      <OnboardingWizard
        title="Set up your coach profile"
        intro="Four short steps so aspirants can find you. Every step is optional; you can edit all of it later."
        steps={STEPS}
      />
      {/* Getting paid is its own form (bank, PAN, state): offered here, done when the coach is ready. */}
      <div className="container-page pb-10">
        <div className="mx-auto w-full max-w-2xl">
          <GetPaidCard />
        </div>
      </div>
    </>
  );
}
