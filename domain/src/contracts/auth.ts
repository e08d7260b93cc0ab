import { z } from 'zod';

/**
 * Accounts: the request bodies of /api/auth/* (docs/product/accounts.md), shared by
 * the server's route schemas and the web forms, so both show the same messages.
 */
export const AUTH_MESSAGES = {
  email: 'Please enter a valid email address.',
  loginPassword: 'Password must be at least 6 characters.',
  password: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  firstName: 'First name is required',
  firstNameLong: 'First name must be at most 50 characters',
  lastName: 'Last name is required',
  lastNameLong: 'Last name must be at most 50 characters',
  role: 'Please choose mentee or mentor',
  code: 'Enter the 6-digit code',
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  needVerification: 'Please verify your email to continue',
  invalidCode: 'Invalid or expired code',
  invalidReset: 'Invalid code or password',
  googleNotConfigured: 'Sign-in with Google is not configured',
} as const;

export const PASSWORD_MIN = 8;
export const LOGIN_PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 50;
export const CODE_LENGTH = 6;

/** Trimmed and lower-cased; must look like an address. */
export const emailField = z
  .string({ error: AUTH_MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(254, AUTH_MESSAGES.email)
  .pipe(z.email({ error: AUTH_MESSAGES.email }));

/** A new password (registration and reset). */
export const newPasswordField = z
  .string({ error: AUTH_MESSAGES.password })
  .min(PASSWORD_MIN, AUTH_MESSAGES.password)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong);

const nameField = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(NAME_MAX, tooLong);

export const firstNameField = nameField(AUTH_MESSAGES.firstName, AUTH_MESSAGES.firstNameLong);
export const lastNameField = nameField(AUTH_MESSAGES.lastName, AUTH_MESSAGES.lastNameLong);

/** Roles a person may give themselves (nobody self-registers as admin). */
export const selfRoleSchema = z.enum(['mentee', 'mentor'], { error: AUTH_MESSAGES.role });
export type SelfRole = z.infer<typeof selfRoleSchema>;

export const codeField = z
  .string({ error: AUTH_MESSAGES.code })
  .trim()
  .regex(/^\d{6}$/, AUTH_MESSAGES.code);

/** POST /auth/register */
export const registerSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  password: newPasswordField,
  role: selfRoleSchema.default('mentee'),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** POST /auth/login ("Remember me" keeps the sign-in for 30 days) */
export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: AUTH_MESSAGES.loginPassword })
    .min(LOGIN_PASSWORD_MIN, AUTH_MESSAGES.loginPassword)
    .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong),
  rememberMe: z.boolean().optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

/** POST /auth/verify-email */
export const verifyEmailSchema = z.object({ email: emailField, code: codeField });
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;

/** POST /auth/resend-code and POST /auth/forgot-password */
export const emailOnlySchema = z.object({ email: emailField });
export const resendCodeSchema = emailOnlySchema;
export const forgotPasswordSchema = emailOnlySchema;
export type EmailOnlyInput = z.input<typeof emailOnlySchema>;

/** POST /auth/reset-password */
export const resetPasswordSchema = z.object({ email: emailField, code: codeField, newPassword: newPasswordField });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** POST /auth/register answers this in `data` (only `success` matters to the client). */
export const registerResultSchema = z.object({ email: z.string(), needVerification: z.literal(true) });
