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
