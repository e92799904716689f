# syntax=docker/dockerfile:1
# Inkwell in production: built with the same commands CI runs (npm ci, npm run build, npm prune
# --omit=dev), then copied into a slim image that runs as an unprivileged user.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 12 (used on Node 20) compiles at install; 13 (used here) ships its binary.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/scripts/start.mjs /app/scripts/ensure-built.mjs /app/scripts/run-built.mjs ./scripts/
# Link previews (og:image cards) are drawn from SVG text by sharp; the slim image has no fonts of its own.
RUN apt-get update \
  && apt-get install -y --no-install-recommends fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Stopping waits up to 10 s for requests in flight; give `docker stop` more than that (-t 15).
STOPSIGNAL SIGTERM
CMD ["node", "scripts/start.mjs"]
