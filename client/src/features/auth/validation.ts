import * as Yup from 'yup';

export const emailRule = Yup.string()
  .trim()
  .required('Please enter a valid email address')
  .email('Please enter a valid email address');

export const loginSchema = Yup.object({
  email: emailRule,
  password: Yup.string().required('Password is required').min(1, 'Password is required'),
});

export const registerSchema = Yup.object({
  firstName: Yup.string().trim().required('First name is required'),
  lastName: Yup.string().trim().required('Last name is required'),
  email: emailRule,
  phone: Yup.string().trim().optional(),
  password: Yup.string()
    .required('Password must be at least 8 characters')
    .min(8, 'Password must be at least 8 characters'),
  role: Yup.mixed<'client' | 'worker'>().oneOf(['client', 'worker'], 'Choose how you will use Elite Services').required(),
});

export const adminAccessSchema = Yup.object({
  password: Yup.string().required('Password is required'),
});

/** The new-password rule's length (the server checks the rest: common, guessable or sequence passwords). */
const newPasswordRule = Yup.string()
  .required('Password must be at least 8 characters')
  .test('min', 'Password must be at least 8 characters', (v) => [...(v ?? '').trim()].length >= 8)
  .max(200, 'Password must be at most 200 characters');

export const changePasswordSchema = Yup.object({
  currentPassword: Yup.string().required('Enter your current password').max(200, 'Current password must be at most 200 characters'),
  newPassword: newPasswordRule.notOneOf([Yup.ref('currentPassword')], 'Choose a password different from your current one'),
  confirmPassword: Yup.string()
    .required('Enter the new password again')
    .oneOf([Yup.ref('newPassword')], 'The passwords do not match'),
});

export const forgotPasswordSchema = Yup.object({
  email: emailRule.max(254, 'Please enter a valid email address'),
});

export const resetPasswordSchema = Yup.object({
  password: newPasswordRule,
  confirmPassword: Yup.string()
    .required('Enter the new password again')
    .oneOf([Yup.ref('password')], 'The passwords do not match'),
});
