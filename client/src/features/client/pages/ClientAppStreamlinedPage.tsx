import ClientAppPage from './ClientAppPage';

/** /client-app-streamlined: the spec does not show its content; it serves the same request wizard. */
export default function ClientAppStreamlinedPage() {
  return <ClientAppPage />;
}
