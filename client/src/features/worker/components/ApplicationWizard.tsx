import { useMemo, useState } from 'react';
import { Alert, Badge, Box, Button, Circle, Heading, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikErrors } from 'formik';
import * as Yup from 'yup';
import { FiArrowLeft, FiArrowRight, FiAward, FiCheck, FiDollarSign, FiShield, FiStar } from 'react-icons/fi';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { CheckboxField, InputField, RadioCardField } from '../../../components/form';
import { apiErrorInfo } from '../../../lib/errors';
import { toFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../shell/toaster';
import { useMe } from '../../../shell/session/useMe';
import { restartRealtime } from '../../../apollo';
import { saveWaitlistDraft } from '../../../lib/waitlist-draft';
import { useApplyAsProvider } from '../api/applyAsProvider';
import { useWorkerCategories } from '../api/workerCategories';
import { CategoryTiles } from './CategoryTiles';

const SERVICE_AREA_PREFIXES = ['370', '371', '372', '373', '380', '381', '382'];
const inServiceArea = (zip: string) => /^\d{5}$/.test(zip) && SERVICE_AREA_PREFIXES.some((p) => zip.startsWith(p));

export const AGREEMENTS_WARNING = 'Please check all service agreements marked with a red asterisk (*) to proceed to onboarding.';

interface Values {
  name: string;
  email: string;
  phone: string;
  zipCode: string;
  serviceRadius: string;
  password: string;
  categoryIds: string[];
  termsOfService: boolean;
  platformFeeAgreement: boolean;
  qualityStandards: boolean;
  communicationStandards: boolean;
}

const step1 = (visitor: boolean) =>
  Yup.object({
    name: Yup.string().trim().required('Name is required'),
    email: Yup.string().trim().email('Please enter a valid email address').required('Email is required'),
    phone: Yup.string().trim().required('Phone is required').matches(/^[+()\-.\s\d]{7,20}$/, 'Please enter a valid phone number'),
    zipCode: Yup.string().trim().required('ZIP code is required').matches(/^\d{5}$/, 'ZIP code must be 5 digits'),
    serviceRadius: Yup.number().min(50, 'A service radius of at least 50 miles is required to apply').required(),
    password: visitor ? Yup.string().min(8, 'Password must be at least 8 characters').required('Choose a password for your account') : Yup.string(),
  });
const step2 = Yup.object({ categoryIds: Yup.array(Yup.string()).min(1, 'Please select at least one service category') });
const agreement = Yup.boolean().oneOf([true], 'This agreement is required');
const step3 = Yup.object({ termsOfService: agreement, platformFeeAgreement: agreement, qualityStandards: agreement, communicationStandards: agreement });

const RADIUS_OPTIONS = [
  { value: '25', label: '25 miles', description: 'Below the 50-mile minimum for new providers' },
  { value: '50', label: '50 miles', description: 'Recommended: the Nashville metro' },
  { value: '100', label: '100 miles', description: 'Middle Tennessee and beyond' },
];

const STEP_OF_FIELD: Record<string, number> = { name: 1, email: 1, phone: 1, zipCode: 1, serviceRadius: 1, password: 1, categoryIds: 2, agreements: 3 };

function Progress({ step }: { step: number }) {
  const labels = ['Your Details', 'Services', 'Agreements'];
  return (
    <HStack gap="2" mb="6" role="group" aria-label={`Step ${step} of 3`}>
      {labels.map((label, i) => {
        const n = i + 1;
        const done = step > n;
        const current = step === n;
        return (
          <HStack key={label} flex="1" gap="2">
            <Circle size="8" bg={done || current ? 'gold.solid' : 'bg.muted'} color={done || current ? 'gold.contrast' : 'fg.muted'} fontWeight="bold" fontSize="sm">
              {done ? <FiCheck aria-hidden /> : n}
            </Circle>
            <Text fontSize="sm" fontWeight={current ? 'semibold' : 'normal'} color={current ? 'fg' : 'fg.muted'} hideBelow="sm">
              {label}
            </Text>
            {n < 3 && <Box flex="1" height="2px" bg={done ? 'gold.solid' : 'border'} />}
          </HStack>
        );
      })}
    </HStack>
  );
}

function Welcome({ onStart }: { onStart: () => void }) {
  const perks = [
    { icon: <FiDollarSign />, title: 'Keep 90% of every job', text: 'A flat 10% platform fee, paid out to your bank.' },
    { icon: <FiShield />, title: 'Paid, pre-screened clients', text: 'Every request in your queue has paid its consultation fee.' },
    { icon: <FiStar />, title: 'Build your Elite rating', text: 'Stay at 4.5 stars or more for Elite Status.' },
  ];
  return (
    <Stack gap="6">
      <Stack gap="2" textAlign="center" align="center">
        <Badge colorPalette="gold" size="lg">
          Starting in Middle Tennessee
        </Badge>
        <Heading as="h1" size="3xl">
          Become an Elite Service Provider
        </Heading>
        <Text color="fg.muted" maxW="xl">
          Apply in three short steps: your details, the services you offer and our service agreements. Our team reviews every application.
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {perks.map((p) => (
          <Stack key={p.title} gap="2" p="5" borderWidth="1px" rounded="xl" bg="bg.panel">
            <Circle size="10" bg="gold.subtle" color="gold.fg" aria-hidden>
              {p.icon}
            </Circle>
            <Text fontWeight="semibold">{p.title}</Text>
            <Text fontSize="sm" color="fg.muted">
              {p.text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Button size="lg" colorPalette="gold" alignSelf="center" onClick={onStart}>
        Start Earning <FiArrowRight aria-hidden />
      </Button>
    </Stack>
  );
}

function Done() {
  return (
    <Stack gap="5" align="center" textAlign="center" py="6">
      <Circle size="20" bg="gold.solid" color="gold.contrast" fontSize="3xl" aria-hidden>
        <FiAward />
      </Circle>
      <Heading as="h2" size="2xl">
        Welcome to the Elite!
      </Heading>
      <Text color="fg.muted" maxW="lg">
        Your application is under review. We check your background and documents, usually within 2 business days, and let you know here and by notification as soon as you are approved. You can also request services while you wait.
      </Text>
      <HStack gap="3" wrap="wrap" justify="center">
        <Button asChild colorPalette="gold">
          <RouterLink to="/worker-pending-approval">View Approval Status</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/client-app">Request a Service</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}

/** The provider application: welcome, steps 1-3 and 'Welcome to the Elite!' (used by /worker-setup and /worker-onboarding). */
export function ApplicationWizard() {
  const { me, role } = useMe();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const { categories, loading: categoriesLoading } = useWorkerCategories();
  const [apply] = useApplyAsProvider();
  const visitor = !me;
  const schemas = useMemo(() => [Yup.object(), step1(visitor), step2, step3], [visitor]);

  if (step === 4) return <Done />;
  if (me?.provider) {
    return (
      <Stack gap="4" align="center" textAlign="center" py="6">
        <Heading as="h1" size="2xl">
          You have already applied
        </Heading>
        <Text color="fg.muted">{me.provider.approved ? 'Your provider account is approved.' : 'Your application is under review.'}</Text>
        <Button asChild colorPalette="gold">
          <RouterLink to={me.provider.approved ? '/worker-dashboard' : '/worker-pending-approval'}>{me.provider.approved ? 'Go to Dashboard' : 'View Approval Status'}</RouterLink>
        </Button>
      </Stack>
    );
  }
  if (role === 'admin') {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>Admins cannot apply as providers. Open a test worker account from the menu to try the worker side.</Alert.Title>
      </Alert.Root>
    );
  }
  if (step === 0) return <Welcome onStart={() => setStep(1)} />;

  const initial: Values = {
    name: me ? `${me.user.firstName} ${me.user.lastName}`.trim() : '',
    email: me?.user.email ?? '',
    phone: me?.user.phone ?? '',
    zipCode: '',
    serviceRadius: '50',
    password: '',
    categoryIds: [],
    termsOfService: false,
    platformFeeAgreement: false,
    qualityStandards: false,
    communicationStandards: false,
  };

  return (
    <Formik<Values>
      initialValues={initial}
      validationSchema={schemas[step]}
      onSubmit={async (values, { setErrors, setTouched }) => {
        if (step < 3) {
          setStep(step + 1);
          void setTouched({}, false);
          return;
        }
        const zipCode = values.zipCode.trim();
        if (!inServiceArea(zipCode)) {
          const workerInfo = { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim(), zipCode, serviceRadius: Number(values.serviceRadius), serviceAreas: [zipCode] };
          saveWaitlistDraft({ email: workerInfo.email, phone: workerInfo.phone, zipCode, city: '', state: '', userType: 'worker' });
          sessionStorage.setItem('userZipCode', zipCode);
          sessionStorage.setItem('selectedUserType', 'worker');
          sessionStorage.setItem('workerInfo', JSON.stringify(workerInfo));
          navigate('/expansion-waitlist');
          return;
        }
        try {
          const result = await apply({
            name: values.name.trim(),
            email: values.email.trim(),
            phone: values.phone.trim(),
            zipCode,
            serviceRadius: Number(values.serviceRadius),
            categoryIds: values.categoryIds.map(Number),
            agreements: { termsOfService: values.termsOfService, platformFeeAgreement: values.platformFeeAgreement, qualityStandards: values.qualityStandards, communicationStandards: values.communicationStandards },
            ...(visitor ? { password: values.password } : {}),
          });
          if (result.token) restartRealtime();
          notify({ type: 'success', title: 'Application Submitted!', description: 'Your application is now under review. You can also request services while waiting for approval.' });
          setStep(4);
        } catch (error) {
          const info = apiErrorInfo(error);
          if (info.fields.length > 0) {
            const mapped = toFieldErrors<Values>(info.fields.map((f) => (f.path === 'agreements' ? { ...f, path: 'termsOfService' } : f)));
            setErrors(mapped as FormikErrors<Values>);
            setStep(Math.min(...info.fields.map((f) => STEP_OF_FIELD[f.path.split('.')[0]] ?? 3)));
          }
          notify({ type: 'error', title: 'Error', description: info.message || 'Failed to submit application. Please try again.' });
        }
      }}
    >
      {({ values, isSubmitting }) => {
        const valid = schemas[step].isValidSync(values);
        const agreementsMissing = step === 3 && !(values.termsOfService && values.platformFeeAgreement && values.qualityStandards && values.communicationStandards);
        return (
          <Form noValidate aria-label="Provider application">
            <Progress step={step} />
            <Stack gap="5" borderWidth="1px" rounded="2xl" p={{ base: '5', md: '8' }} bg="bg.panel">
              {step === 1 && (
                <>
                  <Heading as="h2" size="lg">
                    Step 1: Your Details
                  </Heading>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <InputField name="name" label="Full name" autoComplete="name" required />
                    <InputField name="email" label="Email" type="email" autoComplete="email" required />
                    <InputField name="phone" label="Phone" type="tel" autoComplete="tel" required />
                    <InputField name="zipCode" label="ZIP code" inputMode="numeric" maxLength={5} autoComplete="postal-code" required helperText="Where you work from" />
                    {visitor && <InputField name="password" label="Create a password" type="password" autoComplete="new-password" required helperText="At least 8 characters: you will sign in with your email and this password" />}
                  </SimpleGrid>
                  <RadioCardField name="serviceRadius" legend="Service radius" options={RADIUS_OPTIONS} columns={{ base: 1, sm: 3 }} />
                  {values.serviceRadius === '25' && (
                    <Alert.Root status="warning">
                      <Alert.Indicator />
                      <Alert.Title>A service radius of at least 50 miles is required to apply.</Alert.Title>
                    </Alert.Root>
                  )}
                </>
              )}
              {step === 2 && (
                <>
                  <Heading as="h2" size="lg">
                    Step 2: Your Services
                  </Heading>
                  <CategoryTiles name="categoryIds" legend="Choose every category you can take jobs in" categories={categories} loading={categoriesLoading} />
                </>
              )}
              {step === 3 && (
                <>
                  <Heading as="h2" size="lg">
                    Step 3: Service Agreements
                  </Heading>
                  <Stack gap="4">
                    <CheckboxField name="termsOfService" required label="I agree to the Terms of Service" description="The rules of the platform for providers and clients." />
                    <CheckboxField name="platformFeeAgreement" required label="I accept the 10% platform fee" description="You keep 90% of the service cost of every job, plus tips." />
                    <CheckboxField name="qualityStandards" required label="I will meet the quality standards" description="Keep a rating of 4.5 or more; below 4.0 means removal." />
                    <CheckboxField name="communicationStandards" required label="I will meet the communication standards" description="Confirm visits, post progress notes and photos, answer clients promptly." />
                  </Stack>
                  {agreementsMissing && (
                    <Alert.Root status="warning" role="alert">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Title>Required Agreements Missing</Alert.Title>
                        <Alert.Description>{AGREEMENTS_WARNING}</Alert.Description>
                      </Alert.Content>
                    </Alert.Root>
                  )}
                  <List.Root ps="5" fontSize="sm" color="fg.muted">
                    <List.Item>We check that your ZIP code is in our service area before submitting.</List.Item>
                  </List.Root>
                </>
              )}
              <HStack justify="space-between" pt="2">
                <Button variant="ghost" onClick={() => setStep(step - 1)} disabled={isSubmitting}>
                  <FiArrowLeft aria-hidden /> Back
                </Button>
                <Button type="submit" colorPalette="gold" disabled={!valid} loading={isSubmitting}>
                  {step === 3 ? 'Progress to Onboarding' : 'Next'} {step < 3 && <FiArrowRight aria-hidden />}
                </Button>
              </HStack>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
