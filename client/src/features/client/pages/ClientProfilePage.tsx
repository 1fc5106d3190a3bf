import { useState } from 'react';
import { Badge, Box, Button, Heading, HStack, SimpleGrid, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { Form, Formik, useField } from 'formik';
import * as Yup from 'yup';
import { FiCalendar, FiCheckCircle, FiClipboard, FiStar } from 'react-icons/fi';
import { InputField, SelectField, SubmitButton } from '../../../components/form';
import { CalendarFeedCard } from '../../../components/calendar/CalendarFeedCard';
import { PushNotificationsCard } from '../../../components/push/PushNotificationsCard';
import { PageContainer, PageHeader } from '../../../components/page';
import { clientIntros } from '../intros';
import { apiErrorInfo } from '../../../lib/errors';
import { toFieldErrors } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../shell/toaster';
import { useMyClientProfile } from '../api/myClientProfile';
import { useMyClientStats } from '../api/myClientStats';
import { useUpdateClientProfile } from '../api/updateMyClientProfile';
import { StatCard } from '../components/StatCard';
import { STATE_OPTIONS } from '../wizard/model';
import type { UpdateClientProfileInput } from '../../../gql/graphql';

type Values = Omit<UpdateClientProfileInput, 'phone' | 'address' | 'city' | 'state' | 'zipCode'> & { phone: string; address: string; city: string; state: string; zipCode: string };

const schema = Yup.object({
  name: Yup.string().trim().required('Name is required'),
  email: Yup.string().trim().email('Please enter a valid email address').required('Email is required'),
  zipCode: Yup.string().trim().matches(/^\d{5}$/, { message: 'ZIP code must be 5 digits', excludeEmptyString: true }),
});

function SwitchField({ name, label, disabled }: { name: keyof Values; label: string; disabled: boolean }) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <Switch.Root checked={field.value} onCheckedChange={(e) => helpers.setValue(e.checked)} disabled={disabled} justifyContent="space-between" width="full">
      <Switch.Label>{label}</Switch.Label>
      <Switch.HiddenInput name={name} />
      <Switch.Control />
    </Switch.Root>
  );
}

/** /client-profile: stats, personal info, address and notification choices, saved on the server. */
export default function ClientProfilePage() {
  const { profile, loading } = useMyClientProfile();
  const { stats, loading: statsLoading } = useMyClientStats();
  const [save] = useUpdateClientProfile();
  const [editing, setEditing] = useState(false);

  return (
    <PageContainer maxW="5xl">
      <PageHeader {...clientIntros.profile} />
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" mb="8">
        <StatCard label="Total Requests" value={stats?.totalRequests ?? 0} icon={<FiClipboard />} loading={statsLoading} />
        <StatCard label="Completed" value={stats?.completed ?? 0} icon={<FiCheckCircle />} loading={statsLoading} />
        <StatCard label="Average Rating Given" value={stats?.averageRatingGiven != null ? `${stats.averageRatingGiven.toFixed(1)} ★` : '—'} icon={<FiStar />} loading={statsLoading} />
        <StatCard label="Member Since" value={stats ? formatDate(stats.memberSince) : ''} icon={<FiCalendar />} loading={statsLoading} />
      </SimpleGrid>
      {loading || !profile ? (
        <Skeleton height="96" rounded="xl" />
      ) : (
        <Formik<Values>
          enableReinitialize
          initialValues={{
            name: profile.name,
            email: profile.email,
            phone: profile.phone ?? '',
            address: profile.address ?? '',
            city: profile.city ?? '',
            state: profile.state ?? '',
            zipCode: profile.zipCode ?? '',
            preferredContactMethod: profile.preferredContactMethod,
            emailNotifications: profile.emailNotifications,
            smsNotifications: profile.smsNotifications,
            marketingEmails: profile.marketingEmails,
            appointmentReminders: profile.appointmentReminders,
          }}
          validationSchema={schema}
          onSubmit={async (v, { setErrors }) => {
            try {
              await save({ ...v, phone: v.phone || null, address: v.address || null, city: v.city || null, state: v.state || null, zipCode: v.zipCode || null });
              notify({ title: 'Profile Updated', description: 'Your account settings have been saved successfully.', type: 'success' });
              setEditing(false);
            } catch (error) {
              const info = apiErrorInfo(error);
              if (info.fields.length) setErrors(toFieldErrors<Values>(info.fields));
              notify({ title: 'Update Failed', description: 'Unable to update your profile. Please try again.', type: 'error' });
            }
          }}
        >
          {({ resetForm }) => (
            <Form noValidate aria-label="Account settings">
              <fieldset disabled={!editing} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
                <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
                  <Stack gap="6" gridColumn={{ lg: 'span 2' }}>
                    <Box borderWidth="1px" rounded="xl" p="6" bg="bg.panel">
                      <Heading as="h2" size="md" mb="4">
                        Personal Information
                      </Heading>
                      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                        <InputField name="name" label="Full name" required />
                        <InputField name="email" label="Email" type="email" required />
                        <InputField name="phone" label="Phone" type="tel" />
                        <SelectField name="preferredContactMethod" label="Preferred contact" options={[{ value: 'phone', label: 'Phone' }, { value: 'email', label: 'Email' }, { value: 'sms', label: 'Text message' }]} />
                      </SimpleGrid>
                    </Box>
                    <Box borderWidth="1px" rounded="xl" p="6" bg="bg.panel">
                      <Heading as="h2" size="md" mb="4">
                        Address
                      </Heading>
                      <Stack gap="4">
                        <InputField name="address" label="Street address" />
                        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
                          <InputField name="city" label="City" />
                          <SelectField name="state" label="State" placeholder="Select" options={STATE_OPTIONS} />
                          <InputField name="zipCode" label="ZIP code" maxLength={5} inputMode="numeric" />
                        </SimpleGrid>
                      </Stack>
                    </Box>
                  </Stack>
                  <Stack gap="6">
                    <Box borderWidth="1px" rounded="xl" p="6" bg="bg.panel">
                      <Heading as="h2" size="md" mb="4">
                        Notifications
                      </Heading>
                      <Stack gap="4">
                        <SwitchField name="emailNotifications" label="Email notifications" disabled={!editing} />
                        <SwitchField name="smsNotifications" label="Text messages" disabled={!editing} />
                        <SwitchField name="appointmentReminders" label="Appointment reminders" disabled={!editing} />
                        <SwitchField name="marketingEmails" label="Offers and news" disabled={!editing} />
                      </Stack>
                    </Box>
                    <Box borderWidth="1px" rounded="xl" p="6" bg="bg.panel">
                      <Heading as="h2" size="md" mb="3">
                        Account Status
                      </Heading>
                      <HStack justify="space-between">
                        <Text>Status</Text>
                        <Badge colorPalette="green">Active</Badge>
                      </HStack>
                      <HStack justify="space-between" mt="2">
                        <Text>Member since</Text>
                        <Text>{formatDate(profile.createdAt)}</Text>
                      </HStack>
                    </Box>
                  </Stack>
                </SimpleGrid>
              </fieldset>
              <HStack justify="end" mt="6" gap="3">
                {editing ? (
                  <>
                    <Button
                      variant="outline"
                      onClick={() => {
                        resetForm();
                        setEditing(false);
                      }}
                    >
                      Cancel
                    </Button>
                    <SubmitButton loadingText="Saving...">Save Changes</SubmitButton>
                  </>
                ) : (
                  <Button colorPalette="brand" onClick={() => setEditing(true)}>
                    Edit Profile
                  </Button>
                )}
              </HStack>
            </Form>
          )}
        </Formik>
      )}
      <PushNotificationsCard mt="6" />
      <CalendarFeedCard mt="6" />
    </PageContainer>
  );
}
