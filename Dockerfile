# Build once, run any process type of the Procfile: web (default), worker, or the migration.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY workers ./workers
RUN npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim
ENV NODE_ENV=production
# Website research renders JavaScript-only pages with Debian's Chromium (CHROMIUM_PATH defaults to it).
RUN apt-get update && apt-get install -y --no-install-recommends chromium && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The settings console's templates and assets: the build compiles only TypeScript, and dist/ reads them from src/.
COPY --from=build /app/src/http/console/views ./src/http/console/views
COPY --from=build /app/src/http/console/assets ./src/http/console/assets
USER node
EXPOSE 3000
CMD ["node", "dist/src/server.js"]
