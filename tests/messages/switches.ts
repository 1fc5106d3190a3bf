import type { TestApp } from '../support/app';
import { ok } from '../server/admin-helpers';

const PROFILE = 'name email phone address city state zipCode preferredContactMethod emailNotifications smsNotifications marketingEmails appointmentReminders';

/** A client changes switches on their profile, as the profile page saves them. */
export async function setClientSwitches(app: TestApp, token: string, change: Partial<Record<'emailNotifications' | 'smsNotifications' | 'appointmentReminders' | 'marketingEmails', boolean>>) {
  const { myClientProfile } = await ok<{ myClientProfile: Record<string, unknown> }>(app, `{ myClientProfile { ${PROFILE} } }`, {}, token);
  await ok(app, `mutation($i: UpdateClientProfileInput!) { updateMyClientProfile(input: $i) { id } }`, { i: { ...myClientProfile, ...change } }, token);
}

const SETTINGS = 'fullName email phone address city state zipCode serviceRadius serviceCategories emailNotifications smsNotifications pushNotifications newJobAlerts';

/** A worker changes switches in their settings, as the settings page saves them. */
export async function setWorkerSwitches(app: TestApp, token: string, change: Partial<Record<'emailNotifications' | 'smsNotifications' | 'pushNotifications' | 'newJobAlerts', boolean>>) {
  const { providerSettings } = await ok<{ providerSettings: Record<string, unknown> }>(app, `{ providerSettings { ${SETTINGS} } }`, {}, token);
  await ok(app, `mutation($i: ProviderSettingsInput!) { updateProviderSettings(input: $i) { newJobAlerts } }`, { i: { ...providerSettings, ...change } }, token);
}
