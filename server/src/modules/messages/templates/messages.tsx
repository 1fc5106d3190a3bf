import type { Facts } from '../message-facts';
import type { MessageKind } from '../../notifications/message-kinds';
import { Button, Heading, P, Rows } from './email-parts';
import { hello, req, worker, type MessageTemplate } from './template-kit';
import { ACCOUNT_TEMPLATES } from './account-messages';

export type { MessageTemplate } from './template-kit';


/** A conversation left unread for 5 minutes: how many messages wait, and a link that opens it. */
const unreadMessages: MessageTemplate = {
  subject: (f) => `${unreadCount(f)} about ${f.title || 'your request'}`,
  sms: (f) => `Elite Services: ${unreadCount(f)} about ${f.title || 'your request'}. Read and reply: ${f.link}`,
  Body: ({ f }) => (
    <>
      <Heading>{`You have ${unreadCount(f).toLowerCase()}`}</Heading>
      <P>{hello(f)}</P>
      <P>{`${unreadCount(f)} about ${f.title || 'your request'} waiting for you in the app.`}</P>
      <Button href={f.link}>Open the conversation</Button>
    </>
  ),
};

function unreadCount(f: Facts): string {
  const n = Number(f.amount ?? 1);
  return `${n} unread message${n === 1 ? '' : 's'}`;
}

/** A notice told as it is in the app (its title and text), with a link: the kinds that only push today. */
const NOTICE: MessageTemplate = {
  subject: (f) => f.title || 'Elite Services',
  sms: (f) => `Elite Services: ${f.title}${f.message ? `. ${f.message}` : ''} ${f.link}`,
  Body: ({ f }) => (
    <>
      <Heading>{f.title || 'Elite Services'}</Heading>
      {f.message ? <P>{f.message}</P> : null}
      <Button href={f.link}>Open the app</Button>
    </>
  ),
};

/** Every kind's words (the account's own messages in account-messages.tsx). */
export const TEMPLATES: Record<MessageKind, MessageTemplate> = {
  ...ACCOUNT_TEMPLATES,
  new_message: NOTICE,
  new_message_worker: NOTICE,
  new_message_admin: NOTICE,
  new_paid_request: NOTICE,
  request_confirmed: {
    subject: (f) => `Request confirmed: ${req(f)}`,
    sms: (f) => `Elite Services: ${req(f)} is confirmed${f.amount ? `, ${f.amount} paid` : ''}. We'll match you with a pro. ${f.link}`,
    Body: ({ f }) => (
      <>
        <Heading>Your request is confirmed</Heading>
        <P>{hello(f)}</P>
        <P>{`Thank you! ${req(f)}${f.request?.category ? `, ${f.request.category}` : ''} at ${f.request?.address ?? 'your address'} is in our service queue. We will contact you within 24-48 hours, and we will tell you as soon as a professional takes it.`}</P>
        <Rows rows={f.rows} />
        <P>If we cannot match you with a provider within 7 days, your consultation fee is refunded.</P>
        <Button href={f.link}>View your request</Button>
      </>
    ),
  },
  job_accepted: {
    subject: (f) => `${worker(f)} accepted ${req(f)}`,
    sms: (f) => `Elite Services: ${worker(f)} accepted ${req(f)} and has started the job. ${f.link}`,
    Body: ({ f }) => (
      <>
        <Heading>{`${worker(f)} is on your job`}</Heading>
        <P>{hello(f)}</P>
        <P>{`${worker(f)} accepted ${req(f)} and has started the job. You can follow updates, photos and the visit time on your request's page.`}</P>
        <Button href={f.link}>View your request</Button>
      </>
    ),
  },
  worker_assigned: {
    subject: (f) => `${worker(f)} will handle ${req(f)}`,
    sms: (f) => `Elite Services: ${worker(f)} is assigned to ${req(f)}${f.visit ? `, visit ${f.visit}` : ''}. ${f.link}`,
    Body: ({ f }) => (
      <>
        <Heading>Your professional is assigned</Heading>
        <P>{hello(f)}</P>
        <P>{`${worker(f)} will handle ${req(f)}.${f.visit ? ` The visit is scheduled for ${f.visit}.` : ' They will schedule the visit with you.'}`}</P>
        <Button href={f.link}>View your request</Button>
      </>
    ),
  },
  visit_scheduled: {
    subject: (f) => `Visit ${f.rescheduled ? 'rescheduled' : 'scheduled'}: ${f.visit ?? req(f)}`,
    sms: (f) => `Elite Services: your ${f.request?.title ?? ''} visit is ${f.rescheduled ? 'now' : ''} ${f.visit ?? 'scheduled'} with ${worker(f)}. ${f.link}`.replace(/\s+/g, ' '),
    Body: ({ f }) => (
      <>
        <Heading>{f.rescheduled ? 'Your visit was rescheduled' : 'Your visit is scheduled'}</Heading>
        <P>{hello(f)}</P>
        <P>{`${worker(f)} ${f.rescheduled ? 'moved' : 'scheduled'} the visit for ${req(f)}${f.rescheduled ? ' to' : ' on'} ${f.visit ?? 'a new time'} (Central time), at ${f.request?.address ?? 'your address'}.`}</P>
        <P>We will remind you the day before.</P>
        <Button href={f.link}>View your request</Button>
      </>
    ),
  },
  visit_reminder: {
    subject: (f) => `Reminder: your visit ${f.visit ?? ''}`.trim(),
    sms: (f) => `Elite Services reminder: ${f.request?.title ?? 'your visit'} with ${worker(f)}, ${f.visit ?? 'soon'}. ${f.link}`,
    Body: ({ f }) => (
      <>
        <Heading>Your visit is coming up</Heading>
        <P>{hello(f)}</P>
        <P>{`A reminder: ${worker(f)} visits for ${req(f)} on ${f.visit ?? 'the scheduled day'} (Central time), at ${f.request?.address ?? 'your address'}.`}</P>
        <Button href={f.link}>View your request</Button>
      </>
    ),
  },
  invoice_ready: {
    subject: (f) => `Invoice ${f.invoiceNumber ?? ''} ready: ${f.amount ?? ''} balance due`.replace(/\s+/g, ' '),
    sms: (f) => `Elite Services: your invoice for ${req(f)} is ready. Balance due ${f.amount ?? ''}. ${f.link}`,
    Body: ({ f }) => (
      <>
        <Heading>Your invoice is ready</Heading>
        <P>{hello(f)}</P>
        <P>{`Invoice ${f.invoiceNumber ?? ''} for ${req(f)} was approved. Your consultation fee is credited toward it:`}</P>
        <Rows rows={f.rows} />
        <Button href={f.link}>{f.amount && f.amount !== '$0.00' ? `Pay ${f.amount}` : 'View your invoice'}</Button>
      </>
    ),
  },
  payment_received: {
    subject: (f) => `Payment received: ${f.amount ?? ''} for ${req(f)}`,
    sms: (f) => `Elite Services: we received your payment of ${f.amount ?? ''} for ${req(f)}.${f.paidInFull ? ' Paid in full.' : ''} Thank you! ${f.link}`,
    Body: ({ f }) => (
      <>
        <Heading>Payment received</Heading>
        <P>{hello(f)}</P>
        <P>{`Thank you: your payment for ${req(f)} went through.${f.paidInFull ? ' Your job is now paid in full.' : ''} Your receipt:`}</P>
        <Rows rows={f.rows} />
        <Button href={f.link}>View your request</Button>
      </>
    ),
  },
  job_completed: {
    subject: (f) => `${f.request?.title ?? 'Your job'} is complete: how did we do?`,
    sms: (f) => `Elite Services: ${worker(f)} completed ${req(f)}. Rate your pro: ${f.link}`,
    Body: ({ f }) => (
      <>
        <Heading>Your job is complete</Heading>
        <P>{hello(f)}</P>
        <P>{f.message || `${worker(f)} completed ${req(f)}.`}</P>
        <P>{`How did ${worker(f)} do? Your review helps other neighbors choose, and helps ${worker(f)} grow.`}</P>
        <Button href={f.link}>Leave a review</Button>
      </>
    ),
  },
  fee_refunded: {
    subject: (f) => `Refund: your ${f.amount ?? 'consultation'} fee for ${req(f)}`,
    sms: (f) =>
      f.note === 'cancelled'
        ? `Elite Services: you cancelled ${req(f)} before a pro was assigned, so we refunded your ${f.amount ?? 'consultation'} fee. ${f.link}`
        : `Elite Services: no pro was matched to ${req(f)} within 7 days, so we refunded your ${f.amount ?? 'consultation'} fee. ${f.link}`,
    Body: ({ f }) =>
      f.note === 'cancelled' ? (
        <>
          <Heading>We refunded your consultation fee</Heading>
          <P>{hello(f)}</P>
          <P>{`You cancelled ${req(f)} before a professional was assigned, so we refunded your consultation fee of ${f.amount ?? 'the full amount'} to your original payment method. It can take 5-10 business days to appear.`}</P>
          <Button href={f.link}>View your billing</Button>
        </>
      ) : (
        <>
          <Heading>We refunded your consultation fee</Heading>
          <P>{hello(f)}</P>
          <P>{`We could not match ${req(f)} with a professional within 7 days, as we promise, so we refunded your consultation fee of ${f.amount ?? 'the full amount'} to your original payment method. It can take 5-10 business days to appear.`}</P>
          <P>Your request is saved: pay the fee again any time if you would like us to keep looking.</P>
          <Button href={f.link}>View your request</Button>
        </>
      ),
  },
  request_cancelled: {
    subject: (f) => `Cancelled: ${req(f)}`,
    sms: (f) =>
      f.amount
        ? `Elite Services: you cancelled ${req(f)}. A pro was already assigned, so your ${f.amount} consultation fee is kept. ${f.link}`
        : `Elite Services: you cancelled ${req(f)}. Nothing was charged. ${f.link}`,
    Body: ({ f }) => (
      <>
        <Heading>Your request is cancelled</Heading>
        <P>{hello(f)}</P>
        <P>
          {f.amount
            ? `You cancelled ${req(f)}. A professional was already assigned, so, as the cancellation terms you confirmed said, your consultation fee of ${f.amount} is kept and not refunded.`
            : `You cancelled ${req(f)}. No consultation fee was paid, so nothing was charged.`}
        </P>
        <P>Changed your mind? You can request the service again any time.</P>
        <Button href={f.link}>{f.amount ? 'View your billing' : 'View your requests'}</Button>
      </>
    ),
  },
  job_assigned: {
    subject: (f) => `New assignment: ${req(f)}`,
    sms: (f) => `Elite Services: you were assigned ${req(f)} in ${f.request?.city ?? 'your area'}. ${f.link}`,
    Body: ({ f }) => (
      <>
        <Heading>You have a new job</Heading>
        <P>{hello(f)}</P>
        <P>{`An admin assigned you ${req(f)}${f.request?.category ? ` (${f.request.category})` : ''} for ${f.clientName ?? 'a client'} at ${f.request?.address ?? 'the client\'s address'}. Schedule the visit with the client from your active jobs.`}</P>
        <Button href={f.link}>Open the job</Button>
      </>
    ),
  },
  new_job_available: {
    subject: (f) => `New job near you: ${f.request?.title ?? 'open request'}${f.request?.city ? ` in ${f.request.city}` : ''}`,
    sms: (f) => `Elite Services: new job ${f.request?.title ?? ''} in ${f.request?.city ?? 'your area'}${f.distance ? ` (${f.distance})` : ''}. ${f.link}`,
    Body: ({ f }) => (
      <>
        <Heading>A new job is open near you</Heading>
        <P>{hello(f)}</P>
        <P>{`${f.request?.title ?? 'A job'}${f.request?.category ? ` (${f.request.category})` : ''} in ${f.request?.city ?? 'your area'}${f.distance ? `, ${f.distance} away,` : ''} is open. The first professional to accept it gets it.`}</P>
        <Button href={f.link}>See Available Requests</Button>
      </>
    ),
  },
  worker_application: {
    subject: (f) => `New worker application: ${f.applicant?.name ?? 'a new provider'}`,
    sms: (f) => `New worker application: ${f.applicant?.name ?? ''}. ${f.link}`,
    Body: ({ f }) => (
      <>
        <Heading>A new worker applied</Heading>
        <P>{f.message || `${f.applicant?.name ?? 'A provider'} applied to join the network.`}</P>
        {f.applicant ? <Rows rows={[['Name', f.applicant.name], ['Area', f.applicant.area]]} /> : <></>}
        <Button href={f.link}>Review applications</Button>
      </>
    ),
  },
  job_needs_review: {
    subject: (f) => `${f.title || 'Job needs review'}: ${req(f)}`,
    sms: (f) => `${f.title}: ${req(f)}. ${f.link}`,
    Body: ({ f }) => (
      <>
        <Heading>{f.title || 'A job needs your review'}</Heading>
        <P>{f.message || `${req(f)} needs a review.`}</P>
        <Button href={f.link}>Open the review queue</Button>
      </>
    ),
  },
  fee_refunded_admin: {
    subject: (f) => `Fee refunded (no match in 7 days): ${req(f)}`,
    sms: (f) => `Fee refunded for ${req(f)}. ${f.link}`,
    Body: ({ f }) => (
      <>
        <Heading>A consultation fee was refunded</Heading>
        <P>{`No professional accepted or was assigned ${req(f)} for ${f.clientName ?? 'the client'} within 7 days of payment, so the ${f.amount ?? ''} consultation fee was refunded through the payment gateway and the client was told.`.replace(/\s+/g, ' ')}</P>
        <Button href={f.link}>Paid pending requests</Button>
      </>
    ),
  },
  worker_on_the_way: {
    subject: (f) => `${worker(f)} is on the way${f.request ? ` to ${f.request.title}` : ''}`,
    sms: (f) => `Elite Services: ${f.message} ${f.link}`,
    Body: ({ f }) => (
      <>
        <Heading>{`${worker(f)} is on the way`}</Heading>
        <P>{hello(f)}</P>
        <P>{f.message}</P>
        <P>The estimate is the distance from your professional's area to yours at an average city speed of 30 mph; traffic may change it.</P>
        <Button href={f.link}>View your request</Button>
      </>
    ),
  },
  unread_messages: unreadMessages,
  unread_messages_worker: unreadMessages,
  unread_messages_admin: unreadMessages,
  payment_declined: {
    subject: (f) => `Payment declined: ${f.amount ?? 'your payment'} for ${req(f)}`,
    sms: (f) => `Elite Services: your payment of ${f.amount ?? ''} for ${req(f)} was declined${f.note ? ` (${f.note})` : ''}. Nothing was charged. Try again: ${f.link}`,
    Body: ({ f }) => (
      <>
        <Heading>Your payment was declined</Heading>
        <P>{hello(f)}</P>
        <P>{`Your payment of ${f.amount ?? 'the amount due'} for ${req(f)} was declined by the card's issuer, so nothing was charged. You can try again with another card or payment method.`}</P>
        <Rows rows={f.rows} />
        <Button href={f.link}>Try again</Button>
      </>
    ),
  },
  worker_visit_scheduled: {
    subject: (f) => `Visit ${f.rescheduled ? 'moved' : 'set'}: ${req(f)}, ${f.visit ?? ''}`.replace(/,\s*$/, ''),
    sms: (f) => `Elite Services: the visit for ${req(f)} is ${f.rescheduled ? 'moved to' : 'set for'} ${f.visit ?? 'a new time'} at ${f.request?.address ?? "the client's address"}. ${f.link}`,
    Body: ({ f }) => (
      <>
        <Heading>{f.rescheduled ? 'A visit on your calendar moved' : 'A visit is on your calendar'}</Heading>
        <P>{hello(f)}</P>
        <P>{`The visit for ${req(f)} with ${f.clientName ?? 'the client'} is ${f.rescheduled ? 'moved to' : 'set for'} ${f.visit ?? 'a new time'} (Central time), at ${f.request?.address ?? "the client's address"}. The client was told.`}</P>
        <Button href={f.link}>Open the job</Button>
      </>
    ),
  },
  payment_disputed: {
    subject: (f) => `Payment disputed: ${f.amount ?? ''} for ${req(f)}`.replace(/\s+/g, ' '),
    sms: (f) => `Payment disputed: ${f.amount ?? ''} for ${req(f)}. ${f.link}`,
    Body: ({ f }) => (
      <>
        <Heading>A client disputed a payment</Heading>
        <P>{f.message || `${f.clientName ?? 'A client'} disputed a payment for ${req(f)}.`}</P>
        <Rows rows={f.rows} />
        <Button href={f.link}>Open payments</Button>
      </>
    ),
  },
  revenue_milestone: {
    subject: (f) => `Revenue milestone: ${f.amount ?? ''} collected`,
    sms: (f) => `Elite Services passed ${f.amount ?? 'a revenue milestone'} collected. ${f.link}`,
    Body: ({ f }) => (
      <>
        <Heading>{`${f.amount ?? 'A milestone'} collected`}</Heading>
        <P>{`Payments collected on the platform passed ${f.amount ?? 'a new milestone'}.`}</P>
        <Rows rows={f.rows} />
        <Button href={f.link}>Open analytics</Button>
      </>
    ),
  },
  quality_review_needed: {
    subject: (f) => `Quality review needed: ${req(f)}`,
    sms: (f) => `Quality review needed: ${req(f)}, ${worker(f)}. ${f.link}`,
    Body: ({ f }) => (
      <>
        <Heading>A job needs a quality review</Heading>
        <P>{f.message || `${req(f)} was rated below our quality standard.`}</P>
        <Rows rows={f.rows} />
        <Button href={f.link}>Open quality review</Button>
      </>
    ),
  },
};
