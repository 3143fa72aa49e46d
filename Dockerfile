# syntax=docker/dockerfile:1
# Production image: one image, three commands (backend, projections, workers) chosen by the compose file.

FROM node:26-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY backend/package.json backend/
COPY backend/platform/package.json backend/platform/
COPY projections/package.json projections/
COPY workers/package.json workers/
COPY frontend/package.json frontend/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build -w frontend

FROM node:26-bookworm-slim AS prod-deps
WORKDIR /app
COPY --from=deps /app/package.json /app/package-lock.json /app/.npmrc ./
COPY --from=deps /app/shared/package.json shared/
COPY --from=deps /app/backend/package.json backend/
COPY --from=deps /app/backend/platform/package.json backend/platform/
COPY --from=deps /app/projections/package.json projections/
COPY --from=deps /app/workers/package.json workers/
COPY --from=deps /app/frontend/package.json frontend/
COPY --from=deps /app/tests/package.json tests/
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:26-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 FRONTEND_DIST=frontend/dist
WORKDIR /app
COPY --from=prod-deps /app/node_modules node_modules
COPY package.json ./
COPY shared shared
COPY backend backend
COPY projections projections
COPY workers workers
COPY --from=build /app/frontend/dist frontend/dist
COPY frontend/package.json frontend/
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "backend/src/main.ts"]
