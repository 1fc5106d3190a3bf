# syntax=docker/dockerfile:1
# Production image: build the server and the client once, then run them on a slim image
# with production dependencies only, as a non-root user.
#   docker build -t elite-services .
#   docker run -p 3000:3000 elite-services            (embedded PGlite under /app/.data)
#   docker run -p 3000:3000 -e DATABASE_URL=... -e DATA_ENCRYPTION_KEY=... elite-services

# Node 20, the project's one Node line (package.json engines, .nvmrc, CI).
# ---- build: the README's commands (npm ci, npm run build) ----
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY server/package.json server/
COPY client/package.json client/
# The committed lock, as is (as CI installs it).
RUN npm ci --no-audit --no-fund
COPY server server
COPY client client
RUN npm run build

# ---- runtime: production dependencies of the server, the built server and client ----
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    MALLOC_ARENA_MAX=2 \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --omit=dev --workspace=server --no-audit --no-fund \
    && npm cache clean --force \
    && mkdir -p /app/.data \
    && chown node:node /app/.data
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
# Embedded PGlite data, uploads and the generated data encryption key live here: mount a volume.
VOLUME ["/app/.data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--max-semi-space-size=32", "server/dist/main.js"]
