import { useEffect, useState } from 'react';
import { Alert, Box, Heading, Switch, Text, type BoxProps } from '@chakra-ui/react';
import { errorMessage } from '../../lib/errors';
import { usePushApi } from './pushApi';

type State = 'checking' | 'on' | 'off' | 'unsupported';

/** A reason told to the person as it is. */
class PushProblem extends Error {}

const supported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The app's service worker (client/src/sw.ts), once it is running; null when there is none (within a few seconds). */
async function serviceWorker(): Promise<ServiceWorkerRegistration | null> {
  const now = await navigator.serviceWorker.getRegistration();
  if (now?.active) return now;
  return Promise.race([navigator.serviceWorker.ready, new Promise<null>((resolve) => setTimeout(() => resolve(null), 8000))]);
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '='));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

function sameKey(sub: PushSubscription, key: Uint8Array): boolean {
  const current = sub.options?.applicationServerKey;
  if (!current) return true;
  const a = new Uint8Array(current);
  return a.length === key.length && a.every((b, i) => b === key[i]);
}

/**
 * Settings, every role: "Notify me on this device". On: the browser asks for permission, the
 * service worker subscribes with the server's VAPID key, and the server stores this device for
 * the person signed in (pushes then arrive while the app is closed). Off: the server forgets the
 * device and the browser drops the subscription.
 */
export function PushNotificationsCard(props: BoxProps) {
  const api = usePushApi();
  const [state, setState] = useState<State>('checking');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    (async () => {
      if (!supported()) return setState('unsupported');
      const reg = await navigator.serviceWorker.getRegistration();
      const sub = reg ? await reg.pushManager.getSubscription() : null;
      // On in this browser: make sure it is on for whoever is signed in now.
      if (sub && Notification.permission === 'granted') await api.register(sub.toJSON()).catch(() => undefined);
      if (live) setState(sub && Notification.permission === 'granted' ? 'on' : 'off');
    })().catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, [api]);

  const turnOn = async () => {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') throw new PushProblem('Notifications are blocked for this site. Allow them in your browser settings, then try again.');
    const reg = await serviceWorker();
    if (!reg) throw new PushProblem('Notifications need the installed app: reload the page and try again.');
    const key = await api.publicKey();
    if (!key) throw new PushProblem('Notifications are not available right now. Please try again.');
    const applicationServerKey = keyBytes(key);
    let sub = await reg.pushManager.getSubscription();
    if (sub && !sameKey(sub, applicationServerKey)) {
      await sub.unsubscribe();
      sub = null;
    }
    sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
    await api.register(sub.toJSON());
  };

  const turnOff = async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    const sub = reg ? await reg.pushManager.getSubscription() : null;
    if (!sub) return;
    await api.remove(sub.endpoint);
    await sub.unsubscribe();
  };

  const change = async (on: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      await (on ? turnOn() : turnOff());
      setState(on ? 'on' : 'off');
    } catch (err) {
      const fallback = on ? 'Notifications could not be turned on. Please try again.' : 'Notifications could not be turned off. Please try again.';
      // The browser's own refusal (no push service reachable, permission withdrawn) is not a network error of the app.
      setProblem(err instanceof PushProblem ? err.message : err instanceof DOMException ? `${fallback} (${err.message})` : errorMessage(err, fallback));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box as="section" aria-labelledby="push-heading" borderWidth="1px" rounded="xl" p="6" bg="bg.panel" {...props}>
      <Heading as="h2" size="md" mb="2" id="push-heading">
        Push Notifications
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="4" id="push-help">
        {state === 'unsupported'
          ? 'This browser cannot show notifications from the app. On an iPhone, add the app to your Home Screen first.'
          : 'Get new messages and job updates on this phone or computer, even when the app is closed. Your e-mail and text settings still apply.'}
      </Text>
      <Switch.Root
        checked={state === 'on'}
        onCheckedChange={(e) => void change(e.checked)}
        disabled={busy || state === 'checking' || state === 'unsupported'}
        justifyContent="space-between"
        width="full"
        aria-describedby="push-help"
        data-testid="push-switch"
      >
        <Switch.Label>Notify me on this device</Switch.Label>
        <Switch.HiddenInput aria-describedby="push-help" />
        <Switch.Control />
      </Switch.Root>
      {problem ? (
        <Alert.Root status="error" mt="4">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Box>
  );
}
