import webpush from 'web-push';

/**
 * A VAPID key pair for a production process a test starts: production with a DATABASE_URL
 * refuses to start without one (shared/vapid-keys.ts), as it does without a data key.
 */
export function vapidEnv(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey };
}
