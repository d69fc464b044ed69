# syntax=docker/dockerfile:1
# TradeSetu: one stateless instance. Run several behind a load balancer (compose.yaml, README
# "Production: many instances").

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
# HOST: every interface of the container (the app alone listens on loopback).
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
# DATA_DIR (./data): the PGlite database and local files when run alone, without PostgreSQL and S3.
RUN mkdir -p data && chown node:node data
USER node
EXPOSE 3000
# The image has no curl: node asks. /api/health: the process, its database and storage answer.
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM (docker stop) drains and finishes requests under way; see SHUTDOWN_* in compose.yaml.
CMD ["node", "dist/server/main.mjs"]
