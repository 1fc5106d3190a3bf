import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Client } from '../clients/client.entity';
import { ServiceProvider, type ProviderSettings } from '../providers/service-provider.entity';
import { User } from '../users/user.entity';
import { AdminMessageSettings } from './admin-message-settings.entity';
import type { Audience, MessageAudience, SwitchName, Switches } from '../notifications/message-kinds';

/** Whom a message goes to, as the audience knows them, with their switches now. */
export interface Recipient {
  userId: number;
  audience: MessageAudience;
  name: string;
  email: string | null;
  phone: string | null;
  switches: Switches;
}

/** The switches each audience has (the rest are off for them). */
export const AUDIENCE_SWITCHES: Record<Audience, readonly SwitchName[]> = {
  client: ['email', 'sms', 'reminders', 'marketing'],
  worker: ['email', 'sms', 'new_jobs'],
  admin: ['email'],
};

const key = (audience: MessageAudience, userId: number) => `${audience}:${userId}`;

export function workerSwitches(settings: ProviderSettings | null): Switches {
  return {
    email: settings?.emailNotifications ?? true,
    sms: settings?.smsNotifications ?? true,
    reminders: false,
    new_jobs: settings?.newJobAlerts ?? false,
    marketing: false,
    push: settings?.pushNotifications ?? true,
  };
}

/**
 * The recipients of a batch of messages, in one statement per audience: clients from their
 * client profile (name, e-mail, phone, switches), workers from their provider profile and
 * settings, admins from their account and their e-mail switch. Someone without that profile
 * has no entry.
 */
export async function loadRecipients(em: EntityManager, wanted: { userId: number; audience: MessageAudience }[]): Promise<Map<string, Recipient>> {
  const ids = (audience: MessageAudience) => [...new Set(wanted.filter((w) => w.audience === audience).map((w) => w.userId))];
  const out = new Map<string, Recipient>();
  const clientIds = ids('client');
  if (clientIds.length) {
    for (const c of await em.find(Client, { user: { $in: clientIds } })) {
      const userId = c.user!.id;
      out.set(key('client', userId), {
        userId,
        audience: 'client',
        name: c.name,
        email: c.email || null,
        phone: c.phone || null,
        switches: { email: c.emailNotifications, sms: c.smsNotifications, reminders: c.appointmentReminders, new_jobs: false, marketing: c.marketingEmails, push: true },
      });
    }
  }
  const workerIds = ids('worker');
  if (workerIds.length) {
    for (const p of await em.find(ServiceProvider, { user: { $in: workerIds } })) {
      const userId = p.user!.id;
      out.set(key('worker', userId), { userId, audience: 'worker', name: p.name, email: p.email || null, phone: p.phone || null, switches: workerSwitches(p.settings) });
    }
  }
  const adminIds = ids('admin');
  if (adminIds.length) {
    const settings = new Map((await em.find(AdminMessageSettings, { user: { $in: adminIds } })).map((s) => [s.user.id, s]));
    for (const u of await em.find(User, { id: { $in: adminIds } })) {
      const email = settings.get(u.id)?.emailNotifications ?? true;
      out.set(key('admin', u.id), { userId: u.id, audience: 'admin', name: u.fullName, email: u.email, phone: u.phone, switches: { email, sms: false, reminders: false, new_jobs: false, marketing: false, push: true } });
    }
  }
  const accountIds = ids('account');
  if (accountIds.length) {
    // Security messages: to the sign-in address, whatever the switches (message-kinds.ts isSecurityKind).
    for (const u of await em.find(User, { id: { $in: accountIds } })) {
      out.set(key('account', u.id), { userId: u.id, audience: 'account', name: u.fullName, email: u.email, phone: u.phone, switches: { email: true, sms: false, reminders: false, new_jobs: false, marketing: false, push: false } });
    }
  }
  return out;
}

export function recipientOf(recipients: Map<string, Recipient>, audience: MessageAudience, userId: number): Recipient | null {
  return recipients.get(key(audience, userId)) ?? null;
}

const CLIENT_COLUMNS: Partial<Record<SwitchName, 'emailNotifications' | 'smsNotifications' | 'appointmentReminders' | 'marketingEmails'>> = {
  email: 'emailNotifications',
  sms: 'smsNotifications',
  reminders: 'appointmentReminders',
  marketing: 'marketingEmails',
};

const WORKER_KEYS: Partial<Record<SwitchName, 'emailNotifications' | 'smsNotifications' | 'newJobAlerts'>> = {
  email: 'emailNotifications',
  sms: 'smsNotifications',
  new_jobs: 'newJobAlerts',
};

/** Turns one switch of one person on or off; false when they have no such switch (or profile). */
export async function setSwitch(em: EntityManager, audience: Audience, userId: number, name: SwitchName, on: boolean): Promise<boolean> {
  if (!AUDIENCE_SWITCHES[audience].includes(name)) return false;
  if (audience === 'client') {
    const column = CLIENT_COLUMNS[name]!;
    return (await em.nativeUpdate(Client, { user: userId }, { [column]: on, updatedAt: new Date() })) === 1;
  }
  if (audience === 'worker') {
    return em.transactional(async (tx) => {
      const p = await tx.findOne(ServiceProvider, { user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!p) return false;
      const base: ProviderSettings = p.settings ?? { emailNotifications: true, smsNotifications: true, pushNotifications: true };
      p.settings = { ...base, [WORKER_KEYS[name]!]: on };
      return true;
    });
  }
  const user = await em.findOne(User, { id: userId });
  if (!user) return false;
  await em.getConnection().execute(
    `insert into admin_message_settings (user_id, email_notifications, updated_at) values (?, ?, now())
       on conflict (user_id) do update set email_notifications = excluded.email_notifications, updated_at = excluded.updated_at`,
    [userId, on],
  );
  return true;
}
