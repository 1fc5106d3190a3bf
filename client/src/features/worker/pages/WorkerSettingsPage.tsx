import { Button, HStack, SimpleGrid, Skeleton, Stack, Tabs } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import { CalendarFeedCard } from '../../../components/calendar/CalendarFeedCard';
import { PushNotificationsCard } from '../../../components/push/PushNotificationsCard';
import { PageContainer, PageHeader } from '../../../components/page';
import { workerIntros } from '../intros';
import { CheckboxField, InputField, RadioCardField, SelectField, SubmitButton } from '../../../components/form';
import { apiErrorInfo } from '../../../lib/errors';
import { toFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../shell/toaster';
import { useWorkerCategories } from '../api/workerCategories';
import { useUpdateWorkerSettings } from '../api/updateWorkerSettings';
import { useWorkerSettings } from '../api/workerSettings';
import { CategoryTiles } from '../components/CategoryTiles';
import { LoadError } from '../components/LoadError';
import { WorkerOnly } from '../components/WorkerOnly';

const STATES = ['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY'];

interface Values {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  serviceRadius: string;
  serviceCategories: string[];
  emailNotifications: boolean;
  smsNotifications: boolean;
  pushNotifications: boolean;
  newJobAlerts: boolean;
}

const schema = Yup.object({
  fullName: Yup.string().trim().required('Full name is required'),
  email: Yup.string().trim().email('Please enter a valid email address').required('Please enter a valid email address'),
  phone: Yup.string().trim().required('Please enter a valid phone number'),
  zipCode: Yup.string().trim().matches(/^\d{5}$/, 'ZIP code must be 5 digits').required('ZIP code must be 5 digits'),
  serviceCategories: Yup.array(Yup.string()).min(1, 'Please select at least one service category'),
});

const TAB_OF: Record<string, string> = { fullName: 'personal', email: 'contact', phone: 'contact', address: 'contact', city: 'contact', state: 'contact', zipCode: 'contact', serviceRadius: 'service', serviceCategories: 'service' };

/** /worker-settings: profile settings (Personal, Contact, Service, Notifications), saved on the server. */
export default function WorkerSettingsPage() {
  return (
    <PageContainer maxW="4xl">
      <PageHeader {...workerIntros.settings} />
      <WorkerOnly>
        <Settings />
        <PushNotificationsCard mt="6" />
        <CalendarFeedCard mt="6" />
      </WorkerOnly>
    </PageContainer>
  );
}

function Settings() {
  const { settings, loading, error } = useWorkerSettings();
  const { categories, loading: catLoading } = useWorkerCategories();
  const [save] = useUpdateWorkerSettings();
  if (error && !settings) return <LoadError title="Error Loading Settings" error={error} />;
  if (loading || !settings) return <Skeleton height="64" rounded="xl" role="status" aria-busy="true" aria-label="Loading settings" />;
  return (
    <Formik<Values & { tab: string }>
      initialValues={{ ...settings, address: settings.address ?? '', city: settings.city ?? '', state: settings.state ?? 'TN', serviceRadius: String(settings.serviceRadius), serviceCategories: settings.serviceCategories.map(String), tab: 'personal' }}
      validationSchema={schema}
      enableReinitialize
      onSubmit={async (v, { setErrors, setFieldValue }) => {
        try {
          await save({
            fullName: v.fullName.trim(),
            email: v.email.trim(),
            phone: v.phone.trim(),
            address: v.address.trim() || null,
            city: v.city.trim() || null,
            state: v.state || null,
            zipCode: v.zipCode.trim(),
            serviceRadius: Number(v.serviceRadius),
            serviceCategories: v.serviceCategories.map(Number),
            emailNotifications: v.emailNotifications,
            smsNotifications: v.smsNotifications,
            pushNotifications: v.pushNotifications,
            newJobAlerts: v.newJobAlerts,
          });
          notify({ type: 'success', title: 'Settings Updated', description: 'Your profile settings have been saved.' });
        } catch (err) {
          const info = apiErrorInfo(err);
          if (info.fields.length) {
            setErrors(toFieldErrors<Values>(info.fields));
            void setFieldValue('tab', TAB_OF[info.fields[0].path] ?? 'personal');
          }
          notify({ type: 'error', title: 'Update Failed', description: info.message || 'Unable to update your settings. Please try again.' });
        }
      }}
    >
      {({ values, setFieldValue, dirty, resetForm }) => (
        <Form noValidate aria-label="Profile settings">
          <Stack gap="5" p={{ base: '4', md: '6' }} borderWidth="1px" rounded="xl" bg="bg.panel">
            <Tabs.Root value={values.tab} onValueChange={(e) => void setFieldValue('tab', e.value)} variant="line">
              <Tabs.List>
                <Tabs.Trigger value="personal">Personal</Tabs.Trigger>
                <Tabs.Trigger value="contact">Contact</Tabs.Trigger>
                <Tabs.Trigger value="service">Service</Tabs.Trigger>
                <Tabs.Trigger value="notifications">Notifications</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="personal">
                <InputField name="fullName" label="Full name" autoComplete="name" required />
              </Tabs.Content>
              <Tabs.Content value="contact">
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <InputField name="email" label="Email" type="email" required />
                  <InputField name="phone" label="Phone" type="tel" required />
                  <InputField name="address" label="Street address" />
                  <InputField name="city" label="City" />
                  <SelectField name="state" label="State" options={STATES.map((s) => ({ value: s, label: s }))} />
                  <InputField name="zipCode" label="ZIP code" maxLength={5} inputMode="numeric" required helperText="Your base for job distances" />
                </SimpleGrid>
              </Tabs.Content>
              <Tabs.Content value="service">
                <Stack gap="5">
                  <RadioCardField name="serviceRadius" legend="Service radius" options={[{ value: '25', label: '25 miles' }, { value: '50', label: '50 miles' }, { value: '100', label: '100 miles' }]} columns={{ base: 1, sm: 3 }} />
                  <CategoryTiles name="serviceCategories" legend="Service categories" categories={categories} loading={catLoading} />
                </Stack>
              </Tabs.Content>
              <Tabs.Content value="notifications">
                <Stack gap="4">
                  <CheckboxField name="emailNotifications" label="Email notifications" description="Job offers, schedule changes and payouts by email" />
                  <CheckboxField name="smsNotifications" label="SMS notifications" description="Urgent updates by text message" />
                  <CheckboxField name="pushNotifications" label="Push notifications" description="Live alerts in the app" />
                  <CheckboxField name="newJobAlerts" label="New job alerts" description="An email and text for every new job in your service area (off unless you turn it on)" />
                </Stack>
              </Tabs.Content>
            </Tabs.Root>
            <HStack justify="end">
              <Button variant="ghost" onClick={() => resetForm()} disabled={!dirty}>
                Discard
              </Button>
              <SubmitButton colorPalette="gold">Save Settings</SubmitButton>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
