import { zodResolver } from '@hookform/resolvers/zod';
import { chooseRoleSchema, type ChooseRoleInput } from '@ssb/domain';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from '../../../lib/router';
import { Button } from '../../../components/ui/Button';
import { RadioCard, RadioGroup } from '../../../components/ui/RadioGroup';
import { isApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useChooseRole } from '../api';
import { AuthCard } from '../components/AuthCard';

export const CHOOSE_ROLE_FAILED = 'Failed to set role. Please try again.';

const icon = (d: string) => (
  <svg className="size-6" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
    <path d={d} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** /choose-role (docs/product/screens.md "Choose role"). */
export default function ChooseRolePage() {
  const navigate = useNavigate();
  const { user, refresh } = useAuth();
  const chooseRole = useChooseRole();
  const current = user?.role === 'mentor' || user?.role === 'mentee' ? user.role : undefined;
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChooseRoleInput>({
    resolver: zodResolver(chooseRoleSchema),
    defaultValues: current ? { role: current } : {},
  });

  const onSubmit = handleSubmit(async ({ role }) => {
    try {
      await chooseRole.mutateAsync({ role });
    } catch (error) {
      if (!(isApiError(error) && error.sessionExpired)) window.alert(CHOOSE_ROLE_FAILED);
      return;
    }
    await refresh();
    navigate(role === 'mentor' ? '/onboard/mentor' : '/onboard/mentee', { replace: true });
  });

  return (
    <AuthCard title="Choose your role" description="How will you use SSB Academy?">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Choose your role">
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <RadioGroup
              value={field.value ?? ''}
              onValueChange={field.onChange}
              aria-label="Role"
              aria-describedby={errors.role ? 'role-error' : 'role-hint'}
              aria-invalid={errors.role ? true : undefined}
            >
              <RadioCard
                value="mentor"
                title="Mentor"
                description="I coach aspirants: set my rate and availability, run sessions, write articles."
                icon={icon('M12 3 3 7.5 12 12l9-4.5L12 3Zm-6 6.5V15c0 1.7 2.7 3 6 3s6-1.3 6-3V9.5M21 7.5V13')}
              />
              <RadioCard
                value="mentee"
                title="Mentee"
                description="I am preparing for the SSB: find coaches, book sessions, join discussions."
                icon={icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0')}
              />
            </RadioGroup>
          )}
        />
        {errors.role ? (
          <p id="role-error" className="-mt-2 text-sm font-medium text-red-700">
            {errors.role.message}
          </p>
        ) : (
          <p id="role-hint" className="-mt-2 text-sm text-slate-600">
            You can change your role later in your profile.
          </p>
        )}
        <Button type="submit" size="lg" fullWidth busy={isSubmitting} busyLabel="Saving…">
          Continue
        </Button>
      </form>
    </AuthCard>
  );
}
