import { GetPaidCard } from '../../earnings/payout-account/GetPaidCard';
import { OnboardingWizard, tagListStep, type OnboardingStep } from '../components/OnboardingWizard';
import { ExperienceField, HourlyRateField, TagListField } from '../components/ProfileFields';
import { OwnSessionTypes } from '../components/OwnSessionTypes';
import { COACH_SKILL_SUGGESTIONS, errorText, SPECIALIZATION_SUGGESTIONS } from '../profileForm';

const STEPS: readonly OnboardingStep[] = [
  tagListStep({
    name: 'specializations',
    label: 'Specializations',
    title: 'What do you coach?',
    description: 'Aspirants search coaches by these. Pick from the suggestions or type your own.',
    suggestions: SPECIALIZATION_SUGGESTIONS,
    placeholder: 'e.g. Group Discussion',
  }),
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
  tagListStep({
    name: 'skills',
    label: 'Skills',
    title: 'Your skills',
    description: 'What you help aspirants build.',
    suggestions: COACH_SKILL_SUGGESTIONS,
    placeholder: 'e.g. Leadership',
  }),
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

/** /onboard/mentor (docs/product/screens.md): specializations, experience + achievements, skills, hourly rate. */
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
