import type { MessageKind } from '../../notifications/message-kinds';
import { Button, Heading, P, Rows } from './email-parts';
import { hello, type MessageTemplate } from './template-kit';

/** The words of the messages about a person's account: sign-in, password, identities, approval and documents. */
export const ACCOUNT_TEMPLATES: Record<'account_approved' | 'password_changed' | 'password_reset' | 'identity_linked' | 'identity_link_confirm' | 'account_suspended' | 'document_required' | 'background_check_complete', MessageTemplate> = {
  account_approved: {
    subject: () => 'You are approved: welcome to Elite Services',
    sms: (f) => `Elite Services: your provider account is approved. You can accept jobs now. ${f.link}`,
    Body: ({ f }) => (
      <>
        <Heading>Welcome aboard</Heading>
        <P>{hello(f)}</P>
        <P>Your provider application is approved: you can now accept jobs in your service area from Available Requests.</P>
        <Button href={f.link}>Open your dashboard</Button>
      </>
    ),
  },
  password_changed: {
    subject: () => 'Your password was changed',
    sms: (f) => `Elite Services: your password was changed. Not you? Reset it now: ${f.link}`,
    Body: ({ f }) => (
      <>
        <Heading>Your password was changed</Heading>
        <P>{hello(f)}</P>
        <P>
          {f.reset
            ? `The password of your Elite Services account was reset with a link we e-mailed${f.visit ? ` on ${f.visit} (Central time)` : ''}. Every device signed in to your account was signed out, and every sign-in through another provider (such as Google) was disconnected: connect it again from Account security if you want it.`
            : `The password of your Elite Services account was changed${f.visit ? ` on ${f.visit} (Central time)` : ''}. Every other device signed in to your account was signed out.`}
        </P>
        <P>If you did not change it, someone else may know your password: reset it now with the link below, and review your active sessions.</P>
        <Button href={f.link}>Reset your password</Button>
      </>
    ),
  },
  password_reset: {
    subject: () => 'Reset your Elite Services password',
    sms: () => 'Elite Services: we sent you a link to reset your password by e-mail.',
    Body: ({ f }) => (
      <>
        <Heading>Reset your password</Heading>
        <P>{hello(f)}</P>
        <P>Someone (we hope you) asked to reset the password of your Elite Services account. The link below works once, for one hour.</P>
        <Button href={f.link}>Choose a new password</Button>
        <P>If you did not ask for this, ignore this e-mail: your password stays as it is.</P>
      </>
    ),
  },
  identity_linked: {
    subject: (f) => `${f.signInProvider ?? 'A sign-in provider'} can now sign in to your account`,
    sms: (f) => `Elite Services: ${f.signInProvider ?? 'a sign-in provider'} was connected to your account. Not you? ${f.link}`,
    Body: ({ f }) => (
      <>
        <Heading>{`${f.signInProvider ?? 'A sign-in provider'} was connected to your account`}</Heading>
        <P>{hello(f)}</P>
        <P>{`The ${f.signInProvider ?? 'sign-in provider'} account${f.providerEmail ? ` ${f.providerEmail}` : ''} can now sign in to your Elite Services account${f.visit ? ` (connected ${f.visit}, Central time)` : ''}.`}</P>
        <P>If this was not you, remove it on Account security now, sign out the sessions you do not recognise, and reset your password.</P>
        <Button href={f.link}>Review Account security</Button>
      </>
    ),
  },
  identity_link_confirm: {
    subject: (f) => `Connect ${f.signInProvider ?? 'a sign-in provider'} to your Elite Services account?`,
    sms: (f) => `Elite Services: someone tried to sign in with ${f.signInProvider ?? 'a sign-in provider'} using your address. We e-mailed you a link to allow it; ignore it if it was not you.`,
    Body: ({ f }) => (
      <>
        <Heading>{`Connect ${f.signInProvider ?? 'a sign-in provider'}?`}</Heading>
        <P>{hello(f)}</P>
        <P>{`Someone just tried to sign in to Elite Services with a ${f.signInProvider ?? 'sign-in provider'} account${f.providerEmail ? ` (${f.providerEmail})` : ''} that uses your e-mail address. Nobody was signed in, and nothing changed.`}</P>
        <P>{`If it was you, connect it with the link below: from then on, that ${f.signInProvider ?? 'provider'} account signs in to your account. The link works once, for one hour.`}</P>
        <Button href={f.link}>{`Connect ${f.signInProvider ?? 'the provider'}`}</Button>
        <P>If it was not you, ignore this e-mail: nobody can use that sign-in on your account unless you connect it.</P>
      </>
    ),
  },
  account_suspended: {
    subject: () => 'Your Elite Services provider account is suspended',
    sms: (f) => `Elite Services: your provider account is suspended${f.note ? `: ${f.note}` : ''}. You cannot accept jobs until it is reinstated. ${f.link}`,
    Body: ({ f }) => (
      <>
        <Heading>Your account is suspended</Heading>
        <P>{hello(f)}</P>
        <P>{`An admin suspended your provider account${f.note ? ` for this reason: ${f.note}` : ''}. While it is suspended you cannot accept or work on jobs. Reply to this e-mail or contact support if you have questions.`}</P>
        <Button href={f.link}>Open your dashboard</Button>
      </>
    ),
  },
  document_required: {
    subject: (f) => `Document needed: ${f.document ?? 'your application'}`,
    sms: (f) => `Elite Services: please upload ${f.document ?? 'a document'} to continue your application. ${f.link}`,
    Body: ({ f }) => (
      <>
        <Heading>We need a document from you</Heading>
        <P>{hello(f)}</P>
        <P>{`To continue reviewing your provider application, please upload: ${f.document ?? 'the requested document'}.`}</P>
        {f.note ? <Rows rows={[['Document', f.document ?? ''], ['Note from our team', f.note]]} /> : <Rows rows={[['Document', f.document ?? '']]} />}
        <Button href={f.link}>Upload documents</Button>
      </>
    ),
  },
  background_check_complete: {
    subject: () => 'Your background check is complete',
    sms: (f) => `Elite Services: your background check is complete. ${f.link}`,
    Body: ({ f }) => (
      <>
        <Heading>Background check complete</Heading>
        <P>{hello(f)}</P>
        <P>{f.message || 'Your background check is complete.'}</P>
        <Rows rows={f.rows} />
        <Button href={f.link}>Open your dashboard</Button>
      </>
    ),
  },
} satisfies Partial<Record<MessageKind, MessageTemplate>>;
