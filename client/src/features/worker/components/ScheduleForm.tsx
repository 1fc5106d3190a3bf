import { Button, HStack, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import { InputField } from '../../../components/form';
import { apiErrorInfo } from '../../../lib/errors';
import { toFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../shell/toaster';
import { useScheduleJob } from '../api/scheduleJob';
import { parseBusinessTime } from '../../../lib/time';

/** 'YYYY-MM-DD HH:MM' typed as Central time (the business's clock), as an ISO instant; null when it is not a real time. */
export function typedToIso(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(text.trim())) return null;
  return parseBusinessTime(text)?.toISOString() ?? null;
}

const schema = Yup.object({
  scheduledAt: Yup.string()
    .trim()
    .required('Please enter the date and time')
    .test('format', 'Please enter the date and time as YYYY-MM-DD HH:MM', (v) => !!v && typedToIso(v) !== null)
    .test('future', 'Please choose a date and time in the future', (v) => !v || !typedToIso(v) || new Date(typedToIso(v)!).getTime() > Date.now()),
});

/** Schedule (or schedule the next) visit: 'YYYY-MM-DD HH:MM'. */
export function ScheduleForm({ requestId, next, onDone }: { requestId: string; next: boolean; onDone: () => void }) {
  const [schedule] = useScheduleJob(next);
  return (
    <Formik
      initialValues={{ scheduledAt: '' }}
      validationSchema={schema}
      onSubmit={async (values, { setErrors }) => {
        try {
          await schedule(requestId, typedToIso(values.scheduledAt)!);
          notify({ type: 'success', title: next ? 'Next appointment scheduled' : 'Appointment scheduled successfully' });
          onDone();
        } catch (error) {
          const info = apiErrorInfo(error);
          if (info.fields.length) setErrors(toFieldErrors(info.fields));
          else notify({ type: 'error', title: 'Error', description: info.message || 'Failed to schedule the visit. Please try again.' });
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={next ? 'Schedule next visit' : 'Schedule visit'}>
          <Stack gap="3" p="4" borderWidth="1px" rounded="lg" bg="bg.subtle">
            <InputField name="scheduledAt" label={next ? 'Next visit (YYYY-MM-DD HH:MM, Central time)' : 'Visit date and time (YYYY-MM-DD HH:MM, Central time)'} placeholder="2026-12-01 09:30" autoComplete="off" required />
            <HStack justify="end">
              <Button variant="ghost" size="sm" onClick={onDone}>
                Cancel
              </Button>
              <Button type="submit" size="sm" colorPalette="gold" loading={isSubmitting}>
                {next ? 'Schedule Next Visit' : 'Save Appointment'}
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
