# Podium's image: the built web app and the server, nothing else, run as a non-root user.
# docker build -t podium . && docker compose up   (compose.yaml: PostgreSQL, two instances, nginx)

# 1. Build: every workspace installed, the web app and the server built.
FROM node:20.19-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm install --no-audit --no-fund --ignore-scripts=false
COPY tsconfig.base.json ./
COPY packages/domain packages/domain
COPY apps/web apps/web
RUN npm run build --workspace @podium/web
COPY apps/server apps/server
COPY scripts/build-server.ts scripts/
RUN node --import tsx scripts/build-server.ts

# 2. Runtime dependencies only: the server's (sharp brings its linux binary). The domain is bundled into the server's
#    build (decision 084), and nothing runs TypeScript at run time.
FROM node:20.19-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm install --no-audit --no-fund --omit=dev --workspace @podium/server --workspace @podium/domain \
      --include-workspace-root=false \
 && npm cache clean --force

# 3. The image.
FROM node:20.19-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 PODIUM_DATA_DIR=/data PODIUM_LOG_FORMAT=json
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY package.json ./
COPY apps/server/package.json apps/server/
# The compiled server (main.js, its two worker entries, source maps) and its migrations.
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# The server-side renderer (decision 060): one self-contained file, found beside the web build.
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Liveness: the process serves and the database answers (readiness, /health/ready, is for the proxy's routing).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/v1/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM from `docker stop` starts the graceful shutdown (main.ts); give it more than the 10 s default.
STOPSIGNAL SIGTERM
# A larger young generation: a burst of spectators allocates fast, and V8's default semi-space (a few MB) makes it
# collect many times a second (bench:burst, decision 058: p99 of the first reads about halved). Costs up to ~100 MB.
ENV NODE_OPTIONS=--max-semi-space-size=32
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
