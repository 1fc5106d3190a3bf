import type { ReactNode } from 'react';
import { Box, Button, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import { FiClock, FiMail, FiMessageCircle, FiPhone } from 'react-icons/fi';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { InputField, SelectField, SubmitButton, TextareaField } from '../../../components/form';
import { PageContainer, PageHeader } from '../../../components/page';
import { clientIntros } from '../intros';
import { apiErrorInfo } from '../../../lib/errors';
import { toFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../shell/toaster';
import { useMe } from '../../../shell/session/useMe';
import { useSubmitSupportRequest } from '../api/submitSupportRequest';
import { FAQS } from '../faq/faqData';
import { useStartSupportConversation, useSupportReplyMinutes } from '../api/supportChat';

interface Values {
  category: string;
  subject: string;
  message: string;
  priority: string;
  email: string;
  phone: string;
}

const schema = Yup.object({
  email: Yup.string().trim().email('Please enter a valid email address').required('Email is required'),
  category: Yup.string().required('Category is required'),
  subject: Yup.string().trim().required('Subject is required'),
  message: Yup.string().trim().required('Message is required'),
});

const CATEGORIES = [
  { value: 'general', label: 'General question' },
  { value: 'billing', label: 'Billing and payments' },
  { value: 'service', label: 'A service or provider' },
  { value: 'technical', label: 'Website or app' },
  { value: 'account', label: 'My account' },
  { value: 'feedback', label: 'Feedback' },
];
const PRIORITIES = [
  { value: 'low', label: 'Low (within 24 hours)' },
  { value: 'medium', label: 'Medium (within 4 hours)' },
  { value: 'high', label: 'High (within 1 hour)' },
  { value: 'urgent', label: 'Urgent (within 15 minutes)' },
];

function ContactCard({ icon, title, line, detail, href }: { icon: ReactNode; title: string; line: string; detail: string; href?: string }) {
  return (
    <Box borderWidth="1px" rounded="xl" p="5" bg="bg.panel">
      <HStack gap="3" mb="2" color="brand.fg">
        {icon}
        <Heading as="h2" size="sm">
          {title}
        </Heading>
      </HStack>
      {href ? (
        <Link href={href} fontWeight="semibold">
          {line}
        </Link>
      ) : (
        <Text fontWeight="semibold">{line}</Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        {detail}
      </Text>
    </Box>
  );
}

/** The Live Chat card: opens the person's support chat with the admins; the reply time is the real median of the last 7 days. */
function LiveChatCard() {
  const [start, { loading }] = useStartSupportConversation();
  const minutes = useSupportReplyMinutes();
  const navigate = useNavigate();
  return (
    <Box borderWidth="1px" rounded="xl" p="5" bg="bg.panel">
      <HStack gap="3" mb="2" color="brand.fg">
        <FiMessageCircle aria-hidden />
        <Heading as="h2" size="sm">
          Live Chat
        </Heading>
      </HStack>
      <Button
        variant="plain"
        p="0"
        h="auto"
        fontWeight="semibold"
        textDecoration="underline"
        loading={loading}
        onClick={async () => {
          try {
            const id = await start();
            if (id) navigate(`/messages?conversation=${id}`);
          } catch {
            notify({ title: 'Live chat unavailable', description: 'Please try again, or call us.', type: 'error' });
          }
        }}
      >
        Chat with us
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {minutes === null ? 'An admin answers as soon as one is free' : `Typical reply in ${minutes} minute${minutes === 1 ? '' : 's'}`}
      </Text>
    </Box>
  );
}

/** /client-support: contact cards, the support form (stored, admins notified), FAQ and response times. */
export default function ClientSupportPage() {
  const { me } = useMe();
  const [submit] = useSubmitSupportRequest();
  return (
    <PageContainer>
      <PageHeader {...clientIntros.support} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="8">
        <ContactCard icon={<FiPhone aria-hidden />} title="Phone" line="(615) 555-0100" detail="Fastest for urgent issues" href="tel:+16155550100" />
        <LiveChatCard />
        <ContactCard icon={<FiMail aria-hidden />} title="Email" line="support@eliteservices.example" detail="Replies within 2-4 hours" href="mailto:support@eliteservices.example" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
        <Box gridColumn={{ lg: 'span 2' }} borderWidth="1px" rounded="xl" p="6" bg="bg.panel">
          <Heading as="h2" size="md" mb="4">
            Send a Support Request
          </Heading>
          <Formik<Values>
            initialValues={{ category: '', subject: '', message: '', priority: 'medium', email: me?.user.email ?? '', phone: me?.user.phone ?? '' }}
            enableReinitialize
            validationSchema={schema}
            onSubmit={async (v, { setErrors, resetForm }) => {
              try {
                await submit({ ...v, phone: v.phone || null });
                notify({ title: 'Support Request Submitted', description: "We've received your request and will respond within 2-4 hours during business hours.", type: 'success' });
                resetForm();
              } catch (error) {
                const info = apiErrorInfo(error);
                if (info.fields.length) setErrors(toFieldErrors<Values>(info.fields));
                else notify({ title: 'Error', description: 'Failed to send your request. Please try again.', type: 'error' });
              }
            }}
          >
            <Form noValidate aria-label="Support request">
              <Stack gap="4">
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <SelectField name="category" label="Category" placeholder="Choose a category" options={CATEGORIES} required />
                  <SelectField name="priority" label="Priority" options={PRIORITIES} />
                  <InputField name="email" label="Email" type="email" required />
                  <InputField name="phone" label="Phone (optional)" type="tel" />
                </SimpleGrid>
                <InputField name="subject" label="Subject" required />
                <TextareaField name="message" label="Message" rows={5} required />
                <SubmitButton alignSelf="flex-start" loadingText="Sending...">
                  Submit Request
                </SubmitButton>
              </Stack>
            </Form>
          </Formik>
        </Box>
        <Stack gap="6">
          <Box borderWidth="1px" rounded="xl" p="6" bg="bg.panel">
            <HStack mb="3" gap="2">
              <FiClock aria-hidden />
              <Heading as="h2" size="md">
                Response Times
              </Heading>
            </HStack>
            {PRIORITIES.slice().reverse().map((p) => (
              <Text key={p.value} fontSize="sm">
                {p.label}
              </Text>
            ))}
          </Box>
          <Box borderWidth="1px" rounded="xl" p="6" bg="bg.panel">
            <Heading as="h2" size="md" mb="3">
              Common Questions
            </Heading>
            <Stack gap="2" fontSize="sm">
              {FAQS.slice(0, 4).map((f) => (
                <Text key={f.question}>{f.question}</Text>
              ))}
              <Button asChild size="sm" variant="outline" alignSelf="flex-start" mt="2">
                <RouterLink to="/client-faq">See all 18 answers</RouterLink>
              </Button>
            </Stack>
          </Box>
          <Stack gap="1" fontSize="sm">
            <Link asChild color="brand.fg">
              <RouterLink to="/client-faq">Service agreement</RouterLink>
            </Link>
            <Link asChild color="brand.fg">
              <RouterLink to="/expansion-waitlist">Service areas</RouterLink>
            </Link>
            <Link asChild color="brand.fg">
              <RouterLink to="/client-reviews">Give feedback</RouterLink>
            </Link>
          </Stack>
        </Stack>
      </SimpleGrid>
    </PageContainer>
  );
}
