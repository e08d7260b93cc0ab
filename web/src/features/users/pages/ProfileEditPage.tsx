import { SKILL_SUGGESTIONS, SPECIALIZATION_SUGGESTIONS } from '@ssb/domain';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from '../../../lib/router';
import { notify } from '../../../lib/notify';
import { Avatar } from '../../../components/ui/Avatar';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Textarea } from '../../../components/ui/Textarea';
import { isApiError } from '../../../lib/api';
import { setServerFieldErrors } from '../../../lib/serverFieldErrors';
import { avatarUrlOf, displayName, useAuth, type AuthUser } from '../../../lib/auth';
import { serverMessageOf } from '../../auth/api';
import { MailPreferencesSection } from '../../notifications/components/MailPreferencesSection';
import { YourDataSection } from '../../accounts/components/YourDataSection';
import { UnderReviewBanner } from '../../verification/components/UnderReviewBanner';
import { useProfile, useUpdateProfile, useUploadAvatar } from '../api';
import { ExperienceField, HourlyRateField, LanguagesField, PreparationFields, TagListField } from '../components/ProfileFields';
import { editFieldsOf, errorText, profilePayload, profileResolver, toFormValues, type ProfileFormValues } from '../profileForm';
import { ImageProcessingError, resizeImage } from '../resizeImage';

export const UPLOAD_FAILED = 'Could not upload profile photo';
export const SAVE_FAILED = 'Failed to save profile';
export const NOT_AN_IMAGE_FILE = 'Please choose an image file (JPG or PNG).';

/** /profile/edit (docs/product/screens.md "Profile edit"). Rendered inside DashboardLayout. */
export default function ProfileEditPage() {
  const { user, updateUser } = useAuth();
  const profile = useProfile();

  // After a fetch the stored sign-in is refreshed with the profile.
  useEffect(() => {
    if (profile.data && typeof profile.data === 'object') updateUser(profile.data as Partial<AuthUser>);
  }, [profile.data, updateUser]);
  // A failed fetch is only logged; the form falls back to the stored user.
  useEffect(() => {
    if (profile.error) console.error('Could not load the profile', profile.error);
  }, [profile.error]);

  const header = <PageHeader title="Edit profile" description="How coaches and aspirants see you across SSB Academy." />;
  if (profile.isPending) {
    return (
      <>
        {header}
        <ProfileSkeleton />
      </>
    );
  }
  const source = (profile.data as unknown as Record<string, unknown> | undefined) ?? user ?? {};
  return (
    <>
      {header}
      {source.role === 'mentor' && source.isVerified !== true && (
        <div className="mb-6">
          <UnderReviewBanner />
        </div>
      )}
      <ProfileForm initial={source} />
      <MailPreferencesSection />
      <YourDataSection />
    </>
  );
}

function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading your profile" className="flex flex-col gap-6">
      <div className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5">
        <Skeleton className="size-24 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-11 w-36" />
        </div>
      </div>
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
        <Skeleton className="h-16" />
        <Skeleton className="h-28" />
      </div>
    </div>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
      <div className="mt-4 flex flex-col gap-5">{children}</div>
    </section>
  );
}

interface ChosenPhoto {
  file: File;
  preview: string;
}

function ProfileForm({ initial }: { initial: Record<string, unknown> }) {
  const navigate = useNavigate();
  const { updateUser } = useAuth();
  const role = initial.role;
  const isMentor = role === 'mentor';
  const isMentee = role === 'mentee';
  const resolver = useMemo(() => profileResolver((v) => profilePayload(v, role)), [role]);
  const [defaults] = useState(() => toFormValues(initial));
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues>({ resolver, defaultValues: defaults });

  const fileRef = useRef<HTMLInputElement>(null);
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  useEffect(() => () => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
  }, []);

  const choosePhoto = (e: ChangeEvent<HTMLInputElement>) => {
    // Only the first file is used.
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setPhotoError(NOT_AN_IMAGE_FILE);
      return;
    }
    setPhotoError(null);
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    const preview = URL.createObjectURL(file);
    previewRef.current = preview;
    setPhoto({ file, preview });
  };

  const clearPhoto = () => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = null;
    setPhoto(null);
  };

  const uploadAvatar = useUploadAvatar();
  const updateProfile = useUpdateProfile();
  const sessionExpired = () => notify('error', 'Session expired', { id: 'session-expired', description: 'Please sign in again to save changes' });

  const onSubmit = handleSubmit(async (values) => {
    if (photo) {
      try {
        const url = await uploadAvatar.mutateAsync(await resizeImage(photo.file));
        updateUser({ profileImageUrl: url });
        clearPhoto();
      } catch (error) {
        if (isApiError(error) && error.status === 401) {
          sessionExpired();
          return;
        }
        // The rest of the profile still saves.
        notify('error', 'Upload failed', { description: serverMessageOf(error) ?? (error instanceof ImageProcessingError ? error.message : UPLOAD_FAILED) });
      }
    }
    try {
      const saved = await updateProfile.mutateAsync(profilePayload(values, role));
      if (saved && typeof saved === 'object') updateUser(saved as Partial<AuthUser>);
      notify('success', 'Profile updated');
      navigate('/dashboard');
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        sessionExpired();
        return;
      }
      setServerFieldErrors(error, editFieldsOf(role), setError, { focus: true });
      notify('error', 'Update failed', { description: serverMessageOf(error) ?? SAVE_FAILED });
    }
  });

  const name = displayName({ firstName: watch('firstName'), lastName: watch('lastName'), email: initial.email as string | undefined });
  const current = avatarUrlOf(initial as Parameters<typeof avatarUrlOf>[0]);
  const photoHintId = useId();

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6" aria-label="Edit profile">
      <Section title="Profile photo">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <Avatar src={photo?.preview ?? current} name={name} size={96} alt={photo ? 'Preview of your new photo' : 'Your profile photo'} eager />
          <div className="flex min-w-0 flex-col gap-2">
            <input
              ref={fileRef}
              id="avatar"
              aria-label="Profile photo"
              type="file"
              accept="image/*"
              className="sr-only"
              aria-describedby={photoHintId}
              onChange={choosePhoto}
              tabIndex={-1}
            />
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => fileRef.current?.click()}>
                {photo || current ? 'Change photo' : 'Choose photo'}
              </Button>
              {photo && (
                <Button variant="ghost" onClick={clearPhoto}>
                  {current ? 'Keep current photo' : 'Remove'}
                </Button>
              )}
            </div>
            <p id={photoHintId} className="text-sm text-slate-600">
              {photo ? (
                <>
                  <span className="font-medium text-slate-800">{photo.file.name}</span> will be uploaded when you save.
                </>
              ) : (
                'A square JPG or PNG under 2MB works best.'
              )}
            </p>
            {photoError && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {photoError}
              </p>
            )}
          </div>
        </div>
      </Section>

      <Section title="About you">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...register('firstName')} />
          </Field>
          <Field label="Last name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...register('lastName')} />
          </Field>
        </div>
        {isMentor && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Title" error={errors.title?.message} hint="Shown under your name, e.g. Former GTO, 18 SSB Bengaluru.">
              <Input maxLength={120} {...register('title')} />
            </Field>
            <Field label="Location" error={errors.location?.message} hint="Your city.">
              <Input autoComplete="address-level2" maxLength={120} {...register('location')} />
            </Field>
          </div>
        )}
        <Field label="Education" error={errors.education?.message}>
          <Input maxLength={300} placeholder="e.g. B.Tech, Mechanical Engineering" {...register('education')} />
        </Field>
        <Field label="Bio" error={errors.bio?.message}>
          <Textarea rows={5} maxLength={4000} placeholder="A few lines about you." {...register('bio')} />
        </Field>
      </Section>

      {isMentee && (
        <Section title="Your SSB" description="Your coaches see this on the sessions you book, so they can prepare for you.">
          <PreparationFields register={register} errors={{ targetEntry: errorText(errors.targetEntry), attemptNumber: errorText(errors.attemptNumber), boardDate: errorText(errors.boardDate) }} />
        </Section>
      )}

      <Section title={isMentor ? 'Achievements and skills' : 'Achievements'} description="Press Enter or comma after each one. Drag to reorder, double-click to edit.">
        <TagListField control={control} name="achievements" label="Achievements" error={errorText(errors.achievements)} maxTags={50} maxLength={300} placeholder="e.g. Recommended at 33 SSB Bhopal" />
        {isMentor && (
          <TagListField control={control} name="skills" label="Skills" error={errorText(errors.skills)} suggestions={SKILL_SUGGESTIONS} maxTags={50} placeholder="e.g. Story writing (TAT)" />
        )}
      </Section>

      {isMentor && (
        <Section title="Coaching" description="What aspirants see on your coach profile.">
          <TagListField control={control} name="specializations" label="Specializations" error={errorText(errors.specializations)} suggestions={SPECIALIZATION_SUGGESTIONS} placeholder="e.g. Personal interview" />
          <LanguagesField control={control} error={errorText(errors.languages)} />
          <div className="grid gap-4 sm:grid-cols-2">
            <ExperienceField control={control} error={errorText(errors.experience)} />
            <HourlyRateField control={control} error={errorText(errors.hourlyRate)} />
          </div>
        </Section>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to="/dashboard" className={buttonClasses({ variant: 'outline' })}>
          Cancel
        </Link>
        <Button type="submit" busy={isSubmitting} busyLabel="Saving…">
          Save
        </Button>
      </div>
    </form>
  );
}
