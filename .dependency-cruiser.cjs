/**
 * The server's module map: which folder may import which. Read this first.
 * `npm run lint` checks it (dependency-cruiser; `npm run lint:deps` alone).
 *
 *   server/src/
 *     domain/     pure rules and the marketplace's words (statuses, kinds: each with its
 *                 GraphQL enum registration). Imports only domain/ and shared/.
 *     shared/     plumbing any layer may use: errors, validation, paging (ORM cursor pages),
 *                 rate limits. Imports only shared/ (and config.ts).
 *     events/     the event bus (pubsub, topics, payloads) and its process transports.
 *                 Imports domain/, shared/, cluster/ (the IPC transport).
 *     modules/    one folder an area: entities, services, the area's own words
 *                 (<area>-words.ts). A module imports domain/, shared/, events/, db/ helpers
 *                 and the modules BELOW it in MODULE_ORDER, never one above it.
 *     graphql/    transport: schema, context, resolvers (graphql/resolvers/<area>/), the
 *                 connection types. Over modules; no module imports it.
 *     rest/       transport: the /api and /auth compatibility routes. Over modules; no
 *                 module imports it.
 *     http/       express plumbing: sockets, drain, viewer context, subscription server.
 *     app.ts, main.ts, services.ts: the composition root, which wires everything.
 *
 * Type-only imports count like any other: a reader follows them just the same, and a
 * type that has to reach up is a sign the type lives in the wrong place.
 */

/**
 * The declared direction between modules, lowest first: a module may import any module
 * listed before it, never one listed after it. Shared pieces move down (to domain/,
 * shared/ or a lower module); a lower module that must react to a higher one listens on an
 * event or takes an interface the higher one implements.
 */
const MODULE_ORDER = [
  'outbox', //        the transactional outbox: enqueue work to deliver after commit
  'users', //         the user entity (identity and role), passwords, account rules, referral codes
  'audit', //         the append-only audit trail
  'notifications', // in-app notifications and the e-mails and texts planned from them
  'catalog', //       service categories and types
  'clients', //       client profiles
  'providers', //     worker profiles, applications, bank accounts, the worker gate
  'auth', //          sessions, the viewer, sign-up and sign-in, account recovery, the admin guard
  'waitlist', //      the waitlist
  'requests', //      service requests: creation, changes, lists, access, worker eligibility
  'invoices', //      invoices, their line items, a request's billing
  'payments', //      charges, payment methods, the gateway
  'uploads', //       photos and documents
  'reviews', //       reviews of finished jobs
  'support', //       support requests
  'payouts', //       worker payouts
  'analytics', //     the admin's figures
  'billing', //       the admin's billing overview and payment decisions
  'jobs', //          the workers' side: open queue, claiming, visits, completion, earnings
  'messages', //      sending e-mails and texts: facts, templates, dispatcher, timers, reminders
  'admin', //         the admin's lists, assignment, project workflow, worker approval
  'delivery', //      delivers committed outbox work: live events, notifications, new-job alerts
];

const moduleOrderRules = MODULE_ORDER.map((name, i) => ({
  name: `module-order:${name}`,
  comment: `${name} may import only the modules listed before it in MODULE_ORDER (.dependency-cruiser.cjs)`,
  severity: 'error',
  from: { path: `^server/src/modules/${name}/` },
  to: { path: i + 1 < MODULE_ORDER.length ? `^server/src/modules/(${MODULE_ORDER.slice(i + 1).join('|')})/` : '^$' },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No file reaches itself through its imports.',
      severity: 'error',
      from: { path: '^server/src/' },
      to: { circular: true },
    },
    {
      name: 'module-listed',
      comment: 'Every folder under server/src/modules is in MODULE_ORDER.',
      severity: 'error',
      from: { path: '^server/src/' },
      to: { path: '^server/src/modules/', pathNot: `^server/src/modules/(${MODULE_ORDER.join('|')})/` },
    },
    {
      name: 'domain-is-pure',
      comment: 'domain/ imports only domain/ and shared/.',
      severity: 'error',
      from: { path: '^server/src/domain/' },
      to: { path: '^server/src/', pathNot: '^server/src/(domain|shared)/' },
    },
    {
      name: 'shared-is-plumbing',
      comment: 'shared/ imports only shared/ and the parsed configuration.',
      severity: 'error',
      from: { path: '^server/src/shared/' },
      to: { path: '^server/src/', pathNot: '^server/src/(shared/|config\\.ts$|dot-env\\.ts$)' },
    },
    {
      name: 'events-below-modules',
      comment: 'events/ (the bus) imports domain/, shared/ and cluster/ (its IPC transport), never a module or a transport.',
      severity: 'error',
      from: { path: '^server/src/events/' },
      to: { path: '^server/src/', pathNot: '^server/src/(events|domain|shared|cluster)/' },
    },
    {
      name: 'modules-not-transport',
      comment: 'Modules never import a transport (graphql/, rest/, http/), a script or the composition root.',
      severity: 'error',
      from: { path: '^server/src/modules/' },
      to: { path: '^server/src/((graphql|rest|http|scripts)/|(app|main|services)\\.ts$)' },
    },
    {
      name: 'transport-on-top',
      comment: 'Only transports and the composition root import graphql/ and rest/.',
      severity: 'error',
      from: { path: '^server/src/', pathNot: '^server/src/((graphql|rest|http|scripts)/|(app|main|services)\\.ts$)' },
      to: { path: '^server/src/(graphql|rest)/' },
    },
    ...moduleOrderRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^server/src/',
    // import type counts (see the header); decorators' metadata imports too.
    tsPreCompilationDeps: true,
    // The server imports its own files as './x.js' (Node16); resolve them to the .ts sources.
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
