import { useEffect, useMemo, useRef, useState, startTransition } from 'react';
import { Box } from '@chakra-ui/react';
import { Form, Formik, useFormikContext, validateYupSchema, yupToFormErrors, type FormikProps } from 'formik';
import { useNavigate } from 'react-router-dom';
import { PageContainer } from '../../../components/page';
import { RequestWizardIntro } from '../placeholders';
import { apiErrorInfo, errorMessage } from '../../../lib/errors';
import { toFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../shell/toaster';
import { useMe } from '../../../shell/session/useMe';
import { useCategories } from '../api/catalog';
import { useCreateRequest } from '../api/createServiceRequest';
import { keepsAttempt, newAttemptKey, useProcessPayment } from '../api/processPayment';
import { useMyClientProfile } from '../api/myClientProfile';
import { EMPTY_VALUES, contactSchema, effectiveZip, isInServiceArea, scheduleSchema, stepOfField, typeSchema, type WizardValues } from '../wizard/model';
import { clearDraft, loadDraft, saveDraft } from '../wizard/draft';
import { saveWaitlistDraft } from '../../../lib/waitlist-draft';
import { ProgressSteps } from '../wizard/ProgressSteps';
import { StepService } from '../wizard/StepService';
import { StepType } from '../wizard/StepType';
import { StepContact } from '../wizard/StepContact';
import { StepSchedule } from '../wizard/StepSchedule';
import { Completion } from '../wizard/Completion';
import { LeaveGuard } from '../wizard/LeaveGuard';
import { sentence } from '../../../lib/format';
import { requestNumber } from '../../../lib/money';
import type { RecurrenceFrequency } from '../../../gql/graphql';

/** Demo: this card number stands for a card the simulated gateway declines. */
const DECLINE_CARD = '4000000000000002';

/** The wizard's answers as the create input; a category without scheduling has no date, so no repeat either. */
function toInput(v: WizardValues, payLater: boolean, scheduled: boolean) {
  return {
    categoryId: Number(v.categoryId),
    title: v.title,
    customTitle: v.customTitle.trim() || null,
    description: v.description,
    contactName: v.contactName,
    contactPhone: v.contactPhone,
    contactEmail: v.contactEmail,
    contactAddress: v.contactAddress,
    contactCity: v.contactCity,
    contactState: v.contactState,
    contactZipCode: v.contactZipCode,
    sameAddress: v.sameAddress,
    serviceAddress: v.sameAddress ? null : v.serviceAddress,
    serviceCity: v.sameAddress ? null : v.serviceCity,
    serviceState: v.sameAddress ? null : v.serviceState,
    serviceZipCode: v.sameAddress ? null : v.serviceZipCode,
    preferredDate: v.preferredDate || null,
    preferredTime: v.preferredTime || null,
    specificTime: v.preferredTime === 'specific' ? v.specificTime || null : null,
    alternativeTime1: v.alternativeTime1.trim() || null,
    alternativeTime2: v.alternativeTime2.trim() || null,
    notes: v.notes.trim() || null,
    payLater,
    recurrence: scheduled && v.repeat
      ? {
          frequency: v.repeat.toUpperCase() as RecurrenceFrequency,
          count: v.repeatEnds === 'until' ? null : Number(v.repeatCount),
          until: v.repeatEnds === 'until' ? v.repeatUntil || null : null,
        }
      : null,
  };
}

/** Keeps the draft in session storage as the answers change. */
function DraftSaver({ step }: { step: number }) {
  const { values } = useFormikContext<WizardValues>();
  useEffect(() => saveDraft(values, step), [values, step]);
  return null;
}

/** /client-app: the four-step request wizard (Service, Type, Contact, Schedule) and its payment. */
export default function ClientAppPage() {
  const { me, role } = useMe();
  const signedIn = !!me && role !== 'visitor';
  const draft = useMemo(() => loadDraft(), []);
  const [step, setStep] = useState(draft?.step ?? 0);
  const [completedId, setCompletedId] = useState<string | null>(null);
  const [busy, setBusy] = useState<'pay' | 'save' | null>(null);
  const [payFailure, setPayFailure] = useState<string | null>(null);
  // A request created by a payment attempt that then failed: the retry pays it instead of creating another.
  const pendingRequest = useRef<{ id: string; key: string } | null>(null);
  const formRef = useRef<FormikProps<WizardValues>>(null);
  const { categories } = useCategories();
  const { profile } = useMyClientProfile(!signedIn || role === 'admin');
  const [createRequest] = useCreateRequest();
  const [processPayment] = useProcessPayment();
  const navigate = useNavigate();

  // Prefill contact details from the saved profile when the wizard starts empty.
  useEffect(() => {
    const f = formRef.current;
    if (!profile || !f || f.values.contactName) return;
    f.setValues({
      ...f.values,
      contactName: profile.name,
      contactEmail: profile.email,
      contactPhone: profile.phone ?? '',
      contactAddress: profile.address ?? '',
      contactCity: profile.city ?? '',
      contactState: profile.state ?? '',
      contactZipCode: profile.zipCode ?? '',
    });
  }, [profile]);

  // Each step starts at the top of the page, and keyboard and screen reader users at its heading
  // (the button they pressed is gone), not back at the top of the document. The first step needs
  // neither: the route starts at the top (ScrollToTop), and scrolling there again right after the
  // page's first commit made the browser lay the whole page out at once, a long task on a phone.
  const stepArea = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    const heading = stepArea.current?.querySelector<HTMLElement>('h2');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, [step, completedId]);

  const reset = () => {
    clearDraft();
    pendingRequest.current = null;
    formRef.current?.resetForm({ values: EMPTY_VALUES });
    setCompletedId(null);
    setStep(0);
  };

  const goWaitlist = (v: WizardValues) => {
    saveWaitlistDraft({
      email: v.contactEmail,
      phone: v.contactPhone,
      zipCode: effectiveZip(v),
      city: v.sameAddress ? v.contactCity : v.serviceCity,
      state: v.sameAddress ? v.contactState : v.serviceState,
      userType: 'client',
    });
    navigate('/expansion-waitlist');
  };

  const handleServerError = (error: unknown, f: FormikProps<WizardValues>, fallbackTitle: string, fallback: string) => {
    const info = apiErrorInfo(error);
    if (info.fields.some((x) => /waitlist/i.test(x.message))) return goWaitlist(f.values);
    if (info.fields.length) {
      f.setErrors(toFieldErrors<WizardValues>(info.fields));
      f.setTouched(Object.fromEntries(info.fields.map((x) => [x.path, true])), false);
      setStep(Math.min(...info.fields.map((x) => stepOfField(x.path))));
      notify({ title: 'Missing Information', description: info.fields[0].message, type: 'error' });
      return;
    }
    notify({ title: fallbackTitle, description: fallback.replace('{error}', errorMessage(error, 'Unknown error')), type: 'error' });
  };

  const submit = async (payLater: boolean) => {
    const f = formRef.current;
    if (!f) return;
    const v = f.values;
    if (!isInServiceArea(effectiveZip(v))) return goWaitlist(v);
    setBusy(payLater ? 'save' : 'pay');
    setPayFailure(null);
    try {
      let requestId = pendingRequest.current?.id ?? null;
      if (!requestId) {
        try {
          const scheduled = categories.find((c) => c.id === v.categoryId)?.requiresScheduling ?? true;
          const created = await createRequest(toInput(v, payLater, scheduled));
          requestId = created.id;
        } catch (error) {
          if (payLater) handleServerError(error, f, 'Error', 'Failed to save service request. Please try again.');
          else handleServerError(error, f, 'Error', 'Failed to create service request. Error: {error}');
          return;
        }
      }
      if (payLater) {
        clearDraft();
        notify({ title: 'Request Saved Successfully', description: `Request ${requestNumber(requestId)} created and added to your dashboard. You can pay the consultation fee anytime.`, type: 'success' });
        navigate('/request-status');
        return;
      }
      const attempt = pendingRequest.current?.id === requestId ? pendingRequest.current : { id: requestId, key: newAttemptKey() };
      pendingRequest.current = attempt;
      try {
        const token = v.method === 'card' && v.cardNumber.replace(/\D/g, '') === DECLINE_CARD ? 'decline' : null;
        await processPayment({ requestId, kind: 'consultation', method: v.method, idempotencyKey: attempt.key, token });
      } catch (error) {
        // A refused attempt ends (the next one gets a new key); one whose answer never came is completed by paying again.
        pendingRequest.current = { id: requestId, key: keepsAttempt(error) ? attempt.key : newAttemptKey() };
        setPayFailure(`Unable to process payment: ${sentence(errorMessage(error, 'Payment processing failed'))} Please try again.`);
        return;
      }
      clearDraft();
      pendingRequest.current = null;
      notify({ title: 'Transaction Complete', description: `Payment processed successfully. Request ${requestNumber(requestId)} confirmed and added to service queue.`, type: 'success' });
      setCompletedId(requestId);
    } finally {
      setBusy(null);
    }
  };

  return (
    <PageContainer maxW="4xl">
      <RequestWizardIntro />
      <Box ref={stepArea}>
      <Formik<WizardValues>
        innerRef={formRef}
        initialValues={draft?.values ?? EMPTY_VALUES}
        onSubmit={() => undefined}
        validate={async (values) => {
          const needs = categories.find((c) => c.id === values.categoryId)?.requiresScheduling ?? true;
          const schema = step === 1 ? typeSchema() : step === 2 ? contactSchema() : step === 3 ? scheduleSchema(needs) : null;
          if (!schema) return {};
          try {
            await validateYupSchema(values, schema);
            return {};
          } catch (err) {
            return yupToFormErrors(err);
          }
        }}
      >
        {(f) => {
          const category = categories.find((c) => c.id === f.values.categoryId);
          const requiresScheduling = category?.requiresScheduling ?? true;
          const dirty = f.dirty && completedId === null;
          if (completedId) return <Completion requestId={completedId} onAnother={reset} />;
          // A step's screen renders as a transition: the tap is answered with the next frame, and
          // the new step is drawn in slices that yield to the browser instead of one long task.
          const go = (next: number) => startTransition(() => setStep(next));
          return (
            <Form noValidate aria-label="Service request">
              <DraftSaver step={step} />
              <LeaveGuard active={!signedIn && dirty} />
              <ProgressSteps step={step} onBack={go} />
              <Box bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '4', md: '8' }} shadow="sm">
                {step === 0 && (
                  <StepService
                    selected={f.values.categoryId}
                    onChoose={(id) => {
                      const values = id === f.values.categoryId ? f.values : { ...f.values, categoryId: id, title: '', customTitle: '' };
                      startTransition(() => {
                        void f.setValues(values);
                        setStep(1);
                      });
                    }}
                  />
                )}
                {step === 1 && <StepType categoryName={category?.name ?? ''} onBack={() => go(0)} onNext={() => go(2)} />}
                {step === 2 && (
                  <StepContact
                    onBack={() => go(1)}
                    onNext={() => {
                      if (contactSchema().isValidSync(f.values)) go(3);
                    }}
                  />
                )}
                {step === 3 && (
                  <StepSchedule
                    requiresScheduling={requiresScheduling}
                    signedIn={signedIn}
                    busy={busy}
                    onBack={() => go(2)}
                    onPay={() => scheduleSchema(requiresScheduling).isValidSync(f.values) && void submit(false)}
                    onSaveForLater={() => scheduleSchema(requiresScheduling).isValidSync(f.values) && void submit(true)}
                    payFailure={payFailure}
                  />
                )}
              </Box>
            </Form>
          );
        }}
      </Formik>
      </Box>
    </PageContainer>
  );
}
