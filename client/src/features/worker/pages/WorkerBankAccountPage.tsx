import type { BankAccountKind } from '../../../gql/graphql';
import { useState } from 'react';
import { Alert, Box, Button, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import { FiEdit2 } from 'react-icons/fi';
import { PageContainer, PageHeader } from '../../../components/page';
import { workerIntros } from '../intros';
import { InputField, SelectField, SubmitButton } from '../../../components/form';
import { apiErrorInfo } from '../../../lib/errors';
import { toFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../shell/toaster';
import { useUpdateWorkerBankAccount } from '../api/updateWorkerBankAccount';
import { useWorkerBankAccount } from '../api/workerBankAccount';
import { LoadError } from '../components/LoadError';
import { WorkerOnly } from '../components/WorkerOnly';

interface Values {
  accountHolderName: string;
  bankName: string;
  accountType: BankAccountKind;
  routingNumber: string;
  accountNumber: string;
}

const schema = (hasAccount: boolean) =>
  Yup.object({
    accountHolderName: Yup.string().trim().required('Account holder name is required'),
    bankName: Yup.string().trim().required('Bank name is required'),
    accountType: Yup.string().oneOf(['checking', 'savings'], 'Account type must be checking or savings').required('Account type must be checking or savings'),
    routingNumber: hasAccount ? Yup.string().matches(/^\d{9}$/, { message: 'Routing number must be 9 digits', excludeEmptyString: true }) : Yup.string().required('Routing number must be 9 digits').matches(/^\d{9}$/, 'Routing number must be 9 digits'),
    accountNumber: hasAccount ? Yup.string().matches(/^\d{4,17}$/, { message: 'Account number must be 4 to 17 digits', excludeEmptyString: true }) : Yup.string().required('Account number must be 4 to 17 digits').matches(/^\d{4,17}$/, 'Account number must be 4 to 17 digits'),
  });

/** /worker-bank-account: the payout account stored on the server, numbers masked; edits mark it unverified. */
export default function WorkerBankAccountPage() {
  return (
    <PageContainer maxW="3xl">
      <PageHeader {...workerIntros.bankAccount} />
      <WorkerOnly>
        <Bank />
      </WorkerOnly>
    </PageContainer>
  );
}

function Bank() {
  const { account, loading, error } = useWorkerBankAccount();
  const [save] = useUpdateWorkerBankAccount();
  const [editing, setEditing] = useState(false);
  if (error && !account) return <LoadError title="Error Loading Bank Account" error={error} />;
  if (loading || !account) return <Skeleton height="48" rounded="xl" role="status" aria-busy="true" aria-label="Loading bank account" />;
  return (
    <Stack gap="5">
      {account.hasAccount &&
        (account.isVerified ? (
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Title>Verified account: payouts are sent here.</Alert.Title>
          </Alert.Root>
        ) : (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Pending verification</Alert.Title>
              <Alert.Description>We verify changed accounts before sending payouts to them, usually within 1 to 2 business days.</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ))}
      {!editing ? (
        <Stack gap="4" p="6" borderWidth="1px" rounded="xl" bg="bg.panel">
          <HStack justify="space-between">
            <Heading as="h2" size="md">
              {account.hasAccount ? account.bankName : 'No bank account yet'}
            </Heading>
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              <FiEdit2 aria-hidden /> {account.hasAccount ? 'Edit' : 'Add Account'}
            </Button>
          </HStack>
          {account.hasAccount && (
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" fontSize="sm">
              <Text>
                <Text as="span" color="fg.muted">Account holder: </Text>
                {account.accountHolderName}
              </Text>
              <Text>
                <Text as="span" color="fg.muted">Account type: </Text>
                {account.accountType === 'savings' ? 'Savings' : 'Checking'}
              </Text>
              <Text>
                <Text as="span" color="fg.muted">Routing number: </Text>
                {account.routingNumberMasked}
              </Text>
              <Text>
                <Text as="span" color="fg.muted">Account number: </Text>
                {account.accountNumberMasked}
              </Text>
            </SimpleGrid>
          )}
        </Stack>
      ) : (
        <Formik<Values>
          initialValues={{ accountHolderName: account.accountHolderName ?? '', bankName: account.bankName ?? '', accountType: account.accountType ?? 'checking', routingNumber: '', accountNumber: '' }}
          validationSchema={schema(account.hasAccount)}
          onSubmit={async (values, { setErrors }) => {
            try {
              await save({ accountHolderName: values.accountHolderName.trim(), bankName: values.bankName.trim(), accountType: values.accountType, routingNumber: values.routingNumber.trim() || null, accountNumber: values.accountNumber.trim() || null });
              notify({ type: 'success', title: 'Bank Account Updated', description: 'Saved. The account is unverified until we confirm it.' });
              setEditing(false);
            } catch (err) {
              const info = apiErrorInfo(err);
              if (info.fields.length) setErrors(toFieldErrors<Values>(info.fields));
              else notify({ type: 'error', title: 'Update Failed', description: info.message || 'Unable to save your bank account. Please try again.' });
            }
          }}
        >
          <Form noValidate aria-label="Bank account">
            <Stack gap="4" p="6" borderWidth="1px" rounded="xl" bg="bg.panel">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <InputField name="accountHolderName" label="Account holder name" autoComplete="name" required />
                <InputField name="bankName" label="Bank name" required />
                <SelectField name="accountType" label="Account type" options={[{ value: 'checking', label: 'Checking' }, { value: 'savings', label: 'Savings' }]} required />
                <InputField name="routingNumber" label="Routing number" inputMode="numeric" maxLength={9} helperText={account.hasAccount ? `9 digits; leave empty to keep ${account.routingNumberMasked}` : '9 digits'} required={!account.hasAccount} />
                <InputField name="accountNumber" label="Account number" inputMode="numeric" maxLength={17} autoComplete="off" helperText={account.hasAccount ? `Leave empty to keep ${account.accountNumberMasked}` : '4 to 17 digits'} required={!account.hasAccount} />
              </SimpleGrid>
              <Text fontSize="sm" color="fg.muted">
                Saving a change marks the account unverified until we confirm it.
              </Text>
              <HStack justify="end">
                <Button variant="ghost" onClick={() => setEditing(false)}>
                  Cancel
                </Button>
                <SubmitButton colorPalette="gold">Save Account</SubmitButton>
              </HStack>
            </Stack>
          </Form>
        </Formik>
      )}
      <Box p="5" borderWidth="1px" rounded="xl" bg="bg.panel" fontSize="sm">
        <Heading as="h2" size="sm" mb="2">
          Payment schedule
        </Heading>
        <Text color="fg.muted">
          Jobs under $500 are paid out instantly after admin approval; $500 to $5,000 after photo review (about 24 hours); over $5,000 after an in-person inspection. Bank transfers take 1 to 2 business days.
        </Text>
      </Box>
    </Stack>
  );
}
